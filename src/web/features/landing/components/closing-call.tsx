import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { signUpHref } from '../../../../shared/pages/page-table.js';

export function ClosingCall() {
  const t = useT();
  return (
    <section
      aria-labelledby="closing-call-title"
      className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6 sm:pb-24"
    >
      <div className="relative overflow-hidden rounded-[2rem] bg-gradient-to-br from-brand-700 to-sky-800 px-6 py-14 text-center text-white shadow-lift sm:px-12">
        <div
          aria-hidden="true"
          className="absolute -top-20 -end-16 size-64 rounded-full bg-white/10 blur-2xl"
        />
        <h2
          id="closing-call-title"
          className="relative text-3xl font-extrabold tracking-tight text-balance sm:text-4xl"
        >
          {t('landing.closingCall.title')}
        </h2>
        <p className="relative mx-auto mt-4 max-w-xl text-lg text-sky-50">{t('landing.closingCall.text')}</p>
        <Button asChild variant="secondary" size="lg" className="relative mt-8 text-brand-800">
          <Link to={signUpHref()}>
            {t('landing.closingCall.start')}
            <ArrowRight aria-hidden="true" className="rtl:-scale-x-100" />
          </Link>
        </Button>
      </div>
    </section>
  );
}
