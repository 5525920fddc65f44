import { CATEGORIES } from '../../../shared/categories.js';
import type { PublicTip } from '../../../shared/contracts/public.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { CategoryFilter } from '../tips/category-filter';

/** A tip goes on the map only with numeric coordinates and a place name. */
export function isMappable(tip: Pick<PublicTip, 'latitude' | 'longitude' | 'place_name'>): boolean {
  return (
    typeof tip.latitude === 'number' &&
    Number.isFinite(tip.latitude) &&
    typeof tip.longitude === 'number' &&
    Number.isFinite(tip.longitude) &&
    (tip.place_name ?? '').trim() !== ''
  );
}

/** How many tips each chip stands for; "all" counts every tip. */
export function countsByCategory(tips: readonly PublicTip[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries([['all', tips.length], ...CATEGORIES.map((c) => [c, 0])]) as Record<
    CategoryFilter,
    number
  >;
  for (const tip of tips) counts[tip.category] += 1;
  return counts;
}

export function tipsIn(tips: readonly PublicTip[], filter: CategoryFilter): PublicTip[] {
  return filter === 'all' ? [...tips] : tips.filter((tip) => tip.category === filter);
}

/** The tip card is the owner's component; a public tip has no trip or creation time to show. */
export function asCardTip(tip: PublicTip): Tip {
  return { ...tip, trip_id: '', created_at: '' };
}
