import { CloudOff } from 'lucide-react';
import { Navigate, Outlet } from 'react-router';
import { Button } from '../components/ui/button';
import { LoadingScreen } from '../components/ui/loading-screen';
import { useSession } from '../features/auth/api';
import { SignedInUserContext } from '../features/auth/signed-in-user';
import { useT } from '../lib/i18n';

function SessionUnavailable({ onRetry }: { onRetry: () => void }) {
  const t = useT();
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <CloudOff aria-hidden="true" className="size-10 text-slate-500" />
      <h1 className="text-xl font-bold">{t('app.sessionUnavailable.title')}</h1>
      <p className="max-w-sm text-slate-600">{t('app.sessionUnavailable.text')}</p>
      <Button onClick={onRetry}>{t('app.tryAgain')}</Button>
    </main>
  );
}

/**
 * Wraps protected pages. It watches the session, so a sign-out or a session the server no longer knows
 * sends the visitor to `redirectTo` even while they stay on the page.
 */
export function RequireSession({ redirectTo }: { redirectTo: string }) {
  const { user, isPending, isError, retry } = useSession();
  if (isPending) return <LoadingScreen />;
  if (isError) return <SessionUnavailable onRetry={() => void retry()} />;
  if (!user) return <Navigate to={redirectTo} replace />;
  return (
    <SignedInUserContext value={user}>
      <Outlet />
    </SignedInUserContext>
  );
}
