import { CATEGORIES, type Category } from '../../../shared/categories.js';
import type { PublicTip } from '../../../shared/contracts/public.js';
import type { PublicGuidebookTip } from '../../../shared/contracts/shared-guidebooks.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { CategoryFilter } from '../tips/category-filter';

/** A tip on a shared page: a trip's favourite (from friends) or a guidebook's (the owner's own words). */
export type SharedTip = PublicTip | PublicGuidebookTip;

/** A tip goes on the map only with numeric coordinates and a place name. */
export function isMappable(tip: Pick<SharedTip, 'latitude' | 'longitude' | 'place_name'>): boolean {
  return (
    typeof tip.latitude === 'number' &&
    Number.isFinite(tip.latitude) &&
    typeof tip.longitude === 'number' &&
    Number.isFinite(tip.longitude) &&
    (tip.place_name ?? '').trim() !== ''
  );
}

/** How many tips each chip stands for; "all" counts every tip. */
export function countsByCategory(tips: readonly { category: Category }[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries([['all', tips.length], ...CATEGORIES.map((c) => [c, 0])]) as Record<
    CategoryFilter,
    number
  >;
  for (const tip of tips) counts[tip.category] += 1;
  return counts;
}

export function tipsIn<T extends { category: Category }>(tips: readonly T[], filter: CategoryFilter): T[] {
  return filter === 'all' ? [...tips] : tips.filter((tip) => tip.category === filter);
}

/** The tab a page without "All" opens on: the first, in the page's order, that has tips. */
export function firstCategoryWithTips(
  tips: readonly { category: Category }[],
  order: readonly Category[],
): Category | undefined {
  return order.find((category) => tips.some((tip) => tip.category === category));
}

/**
 * The tip card is the owner's component. A public tip has no trip or creation time to show; a guidebook's
 * tip is the owner's own (no contributor) and is never ticked off.
 */
export function asCardTip(tip: SharedTip): Tip {
  return { contributor_name: null, is_completed: false, ...tip, trip_id: '', created_at: '' };
}
