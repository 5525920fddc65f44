import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** The header's way in for a visitor without a session (a page load of the main app's /auth). */
export function SignInLink({ href }: { href: string }) {
  const t = useT();
  return (
    <Button asChild variant="secondary" size="sm" className="mt-1">
      <a href={href}>
        <LogIn aria-hidden="true" className="rtl:-scale-x-100" />
        {t('public.shared.signIn')}
      </a>
    </Button>
  );
}
