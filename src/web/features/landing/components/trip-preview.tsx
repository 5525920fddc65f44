import { BellRing, MapPin } from 'lucide-react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import { useT, type MessageKey } from '../../../lib/i18n';

type PreviewTip = { category: Category; chip: string; text: MessageKey; from: string; initials: string };

// Literal keys (`as const`): each tip's text takes no values.
const tips = [
  {
    category: 'eat',
    chip: 'bg-blue-50 text-blue-800 ring-blue-100',
    text: 'landing.preview.eatTip',
    from: 'Ana',
    initials: 'AR',
  },
  {
    category: 'do',
    chip: 'bg-green-50 text-green-800 ring-green-100',
    text: 'landing.preview.doTip',
    from: 'Leo',
    initials: 'LM',
  },
  {
    category: 'bars',
    chip: 'bg-orange-50 text-orange-800 ring-orange-100',
    text: 'landing.preview.barsTip',
    from: 'Mia',
    initials: 'MK',
  },
] as const satisfies readonly PreviewTip[];

/** A still picture of a trip page, so visitors see what they will get before signing up. */
export function TripPreview() {
  const t = useT();
  return (
    <div className="relative mx-auto mb-8 w-full max-w-md lg:max-w-none" aria-hidden="true">
      <div className="rotate-1 rounded-3xl bg-white p-5 shadow-lift ring-1 ring-slate-200/80 sm:p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <p className="text-xs font-semibold tracking-wider text-slate-500 uppercase">
              {t('landing.preview.eyebrow')}
            </p>
            <p className="mt-1 flex items-center gap-1.5 text-2xl font-extrabold tracking-tight">
              <MapPin className="size-5 text-brand-600" />
              {t('landing.preview.destination')}
            </p>
          </div>
          <span className="rounded-full bg-brand-50 px-3 py-1 text-xs font-bold text-brand-800">
            {t('landing.preview.tipCount', { count: 12 })}
          </span>
        </div>
        <ul className="mt-5 space-y-3">
          {tips.map((tip) => (
            <li
              key={tip.category}
              className="flex items-start gap-3 rounded-2xl bg-slate-50 p-3.5 ring-1 ring-slate-100"
            >
              <span
                className={`mt-0.5 shrink-0 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1 ${tip.chip}`}
              >
                {t(CATEGORY_TITLE_KEYS[tip.category])}
              </span>
              <span className="min-w-0 flex-1 text-sm leading-snug font-medium text-slate-800">
                {t(tip.text)}
                <span className="text-slate-500"> · {tip.from}</span>
              </span>
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-sky-100 to-teal-100 text-[10px] font-bold text-teal-800">
                {tip.initials}
              </span>
            </li>
          ))}
        </ul>
      </div>
      <div className="absolute top-full -start-1 -mt-6 flex -rotate-2 items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-lift ring-1 ring-slate-200/80 sm:-start-8">
        <span className="flex size-9 items-center justify-center rounded-full bg-amber-100 text-amber-700">
          <BellRing className="size-4" />
        </span>
        <span className="text-sm">
          <span className="block font-bold text-slate-900">
            {t('landing.preview.newTip', { name: 'Sam' })}
          </span>
          <span className="text-slate-600">
            {t('landing.preview.newTipPlace', { category: t(CATEGORY_TITLE_KEYS.museums) })}
          </span>
        </span>
      </div>
    </div>
  );
}
