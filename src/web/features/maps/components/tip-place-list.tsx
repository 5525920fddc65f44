import { MARKER_COLORS, type MapPoint } from '../../../../shared/rules/map-points.js';
import { useT } from '../../../lib/i18n';
import { CategoryIcon } from '../../tips/components/category-icon';
import { TipPlaceDetails } from './tip-place-details';

/** The map's places as a list: the same tips, for whoever cannot or would rather not use a map. */
export function TipPlaceList({ points }: { points: MapPoint[] }) {
  const t = useT();
  return (
    <ul
      aria-label={t('maps.list.label')}
      className="mx-auto w-full max-w-3xl divide-y divide-slate-200 px-4 py-2 sm:px-6"
    >
      {points.map((point) => (
        <li key={point.id} className="flex items-start gap-3 py-4">
          <span
            aria-hidden="true"
            style={{ backgroundColor: MARKER_COLORS[point.category] }}
            className="mt-0.5 flex size-9 shrink-0 items-center justify-center rounded-full text-white"
          >
            <CategoryIcon category={point.category} className="size-4" />
          </span>
          <TipPlaceDetails point={point} />
        </li>
      ))}
    </ul>
  );
}
