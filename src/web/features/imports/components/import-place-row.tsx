import { MapPin } from 'lucide-react';
import { useId } from 'react';
import { isCategory, type Category } from '../../../../shared/categories.js';
import { CategoryOptions } from './category-options';
import type { ImportedPlace } from '../../../../shared/contracts/imports.js';
import { Select } from '../../../components/ui/field';
import { intlLocaleOf } from '../../../../shared/i18n/locales.js';
import { rich, useT, type Translate } from '../../../lib/i18n';
import type { ImportChoice } from '../import-choices';

type ImportPlaceRowProps = {
  place: ImportedPlace;
  choice: ImportChoice;
  /** The category chosen for every place without one, shown as this place's while it has none. */
  fallback: Category | null;
  onChange: (choice: Partial<ImportChoice>) => void;
};

/** A position to four decimals (about ten metres), in the page's digits. */
function position(t: Translate, place: ImportedPlace): string {
  if (place.latitude === null || place.longitude === null) return t('data.import.noPosition');
  const degrees = new Intl.NumberFormat(intlLocaleOf(t.locale), {
    minimumFractionDigits: 4,
    maximumFractionDigits: 4,
    useGrouping: false,
  });
  return t('data.import.position', {
    latitude: degrees.format(place.latitude),
    longitude: degrees.format(place.longitude),
  });
}

/** One place of the file: whether to add it, what it is, and its category. */
export function ImportPlaceRow({ place, choice, fallback, onChange }: ImportPlaceRowProps) {
  const t = useT();
  const id = useId();
  const title = place.name || place.content;
  return (
    <li className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:gap-4">
      <div className="flex min-w-0 flex-1 items-start gap-3">
        <input
          id={`${id}-include`}
          type="checkbox"
          checked={choice.include}
          onChange={(event) => onChange({ include: event.target.checked })}
          className="mt-1 size-5 shrink-0 cursor-pointer accent-brand-700"
        />
        <label htmlFor={`${id}-include`} className="min-w-0 cursor-pointer">
          <span dir="auto" className="block font-semibold break-words text-slate-900">
            {title}
          </span>
          {place.name && place.content !== place.name ? (
            <span dir="auto" className="block text-sm break-words text-slate-600">
              {place.content}
            </span>
          ) : null}
          <span className="mt-0.5 flex items-center gap-1 text-xs text-slate-500">
            <MapPin className="size-3 shrink-0" aria-hidden="true" />
            {position(t, place)}
          </span>
          {place.duplicate ? (
            <span className="mt-1 inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('data.import.duplicate')}
            </span>
          ) : null}
        </label>
      </div>
      <label htmlFor={`${id}-category`} className="sr-only">
        {rich(t, 'data.import.categoryFor', { title: <bdi>{title}</bdi> })}
      </label>
      <Select
        id={`${id}-category`}
        value={choice.category ?? fallback ?? ''}
        disabled={!choice.include}
        onChange={(event) =>
          onChange({ category: isCategory(event.target.value) ? event.target.value : null })
        }
        className="sm:w-48"
      >
        <CategoryOptions />
      </Select>
    </li>
  );
}
