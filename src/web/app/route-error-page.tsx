import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo';

/** Last resort for a page that failed to load or render, typically a stale bundle after an update. */
export function RouteErrorPage() {
  const error = useRouteError();

  useEffect(() => {
    console.error('Page failed to load', error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="max-w-sm text-slate-600">This page could not be shown. Reloading usually fixes it.</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        Reload page
      </Button>
    </main>
  );
}
