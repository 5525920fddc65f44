import { ArrowRight, Plane } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { rich, useT } from '../../../lib/i18n';
import { TripPreview } from './trip-preview';
import { signUpHref } from '../../../../shared/pages/page-table.js';

export function Hero() {
  const t = useT();
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-sky-100 via-sky-50 to-slate-50"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0">
        <div className="absolute -top-24 -end-24 size-96 rounded-full bg-teal-200/40 blur-3xl" />
        <div className="absolute top-40 -start-32 size-80 rounded-full bg-amber-100/60 blur-3xl" />
      </div>
      <div className="relative mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-20 sm:px-6 md:pt-20 lg:grid-cols-[1.05fr_1fr] lg:gap-16 lg:pb-28">
        <div className="text-center lg:text-start">
          <p className="inline-flex items-center gap-2 rounded-full bg-white/80 px-3.5 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <Plane aria-hidden="true" className="size-4" />
            {t('landing.hero.eyebrow')}
          </p>
          <h1
            id="hero-title"
            className="mt-6 text-4xl leading-[1.08] font-extrabold tracking-tight text-balance text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {rich(t, 'landing.hero.title', {
              highlight: (text) => <span className="text-brand-700">{text}</span>,
            })}
          </h1>
          <p className="mx-auto mt-5 max-w-xl text-base leading-relaxed sm:text-lg text-pretty text-slate-700 lg:mx-0">
            {t('landing.hero.intro')}
          </p>
          <div className="mt-8 flex flex-col items-center justify-center gap-3 sm:flex-row lg:justify-start">
            <Button asChild size="lg" className="w-full sm:w-auto">
              <Link to={signUpHref()}>
                {t('landing.hero.start')}
                <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
              </Link>
            </Button>
            <Button asChild variant="link" size="lg">
              <a href="#how-it-works">{t('landing.hero.howItWorks')}</a>
            </Button>
          </div>
        </div>
        <TripPreview />
      </div>
    </section>
  );
}
