import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** Full-width form submit that reads "Loading..." while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  const t = useT();
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} aria-disabled={busy}>
      {busy ? t('auth.submit.loading') : children}
    </Button>
  );
}
