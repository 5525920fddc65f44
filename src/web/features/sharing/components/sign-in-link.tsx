import { LogIn } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** The header's way in for a visitor without a session (a page load of the main app's /auth). */
export function SignInLink({ href }: { href: string }) {
  return (
    <Button asChild variant="secondary" size="sm" className="mt-1">
      <a href={href}>
        <LogIn aria-hidden="true" />
        Sign In
      </a>
    </Button>
  );
}
