import { RefreshCw } from 'lucide-react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { Button } from '../components/ui/button';
import { LogoMark } from '../components/ui/logo';
import { useT } from '../lib/i18n';

/** Last resort for a page that failed to load or render, typically a stale bundle after an update. */
export function RouteErrorPage() {
  const t = useT();
  const error = useRouteError();

  useEffect(() => {
    console.error('Page failed to load', error);
  }, [error]);

  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <LogoMark className="size-12" />
      <h1 className="text-2xl font-bold">{t('app.routeError.title')}</h1>
      <p className="max-w-sm text-slate-600">{t('app.routeError.text')}</p>
      <Button onClick={() => window.location.reload()}>
        <RefreshCw aria-hidden="true" />
        {t('app.routeError.reload')}
      </Button>
    </main>
  );
}
