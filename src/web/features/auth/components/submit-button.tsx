import { Button } from '../../../components/ui/button';

/** Full-width form submit that reads "Loading..." while the request runs. */
export function SubmitButton({ busy, children }: { busy: boolean; children: string }) {
  return (
    <Button type="submit" size="lg" className="mt-2 w-full" disabled={busy} aria-disabled={busy}>
      {busy ? 'Loading...' : children}
    </Button>
  );
}
