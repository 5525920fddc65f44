import { Link2, MapPinned, MessageCircleHeart, type LucideIcon } from 'lucide-react';
import { useT, type MessageKey } from '../../../lib/i18n';
import { intlLocaleOf } from '../../../../shared/i18n/locales.js';

type Step = { icon: LucideIcon; title: MessageKey; text: MessageKey; tint: string };

// Literal keys (`as const`): each step's texts take no values.
const steps = [
  {
    icon: MapPinned,
    title: 'landing.howItWorks.destinationTitle',
    text: 'landing.howItWorks.destinationText',
    tint: 'bg-sky-100 text-sky-800',
  },
  {
    icon: Link2,
    title: 'landing.howItWorks.shareTitle',
    text: 'landing.howItWorks.shareText',
    tint: 'bg-teal-100 text-teal-800',
  },
  {
    icon: MessageCircleHeart,
    title: 'landing.howItWorks.tipsTitle',
    text: 'landing.howItWorks.tipsText',
    tint: 'bg-amber-100 text-amber-800',
  },
] as const satisfies readonly Step[];

export function HowItWorks() {
  const t = useT();
  return (
    <section id="how-it-works" aria-labelledby="how-it-works-title" className="scroll-mt-20 py-16 sm:py-24">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-bold tracking-widest text-brand-700 uppercase">
            {t('landing.howItWorks.eyebrow')}
          </p>
          <h2 id="how-it-works-title" className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('landing.howItWorks.title')}
          </h2>
        </div>
        <ol className="mt-10 grid sm:mt-14 gap-6 md:grid-cols-3">
          {steps.map((step, index) => (
            <li
              key={step.title}
              className="relative rounded-3xl bg-white p-7 shadow-card ring-1 ring-slate-200/80"
            >
              <div className="flex items-center justify-between">
                <span className={`flex size-12 items-center justify-center rounded-2xl ${step.tint}`}>
                  <step.icon aria-hidden="true" className="size-6" />
                </span>
                <span aria-hidden="true" className="text-4xl font-extrabold text-slate-200">
                  {(index + 1).toLocaleString(intlLocaleOf(t.locale))}
                </span>
              </div>
              <h3 className="mt-6 text-lg font-bold text-slate-900">{t(step.title)}</h3>
              <p className="mt-2 leading-relaxed text-slate-600">{t(step.text)}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
