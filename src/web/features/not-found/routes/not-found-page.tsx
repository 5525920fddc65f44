import { Compass, Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/** Any address we do not know. The missing path is logged to help trace broken links. */
export function NotFoundPage() {
  const t = useT();
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <section className="flex flex-1 items-center justify-center bg-gradient-to-b from-sky-50 to-slate-50 px-6 py-20">
      <div className="flex max-w-md flex-col items-center text-center">
        <div className="relative mb-8">
          <div
            aria-hidden="true"
            className="absolute inset-0 -z-10 scale-150 rounded-full bg-sky-200/40 blur-2xl"
          />
          <span className="flex size-20 items-center justify-center rounded-3xl bg-white shadow-lift ring-1 ring-slate-200">
            <Compass aria-hidden="true" className="size-10 text-brand-700" />
          </span>
        </div>
        <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
          {t('app.notFound.eyebrow')}
        </p>
        <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-4xl">{t('app.notFound.title')}</h1>
        <p className="mt-3 text-slate-600">{t('app.notFound.text')}</p>
        <Button asChild size="lg" className="mt-8">
          <Link to="/">
            <Home aria-hidden="true" />
            {t('app.notFound.home')}
          </Link>
        </Button>
      </div>
    </section>
  );
}
