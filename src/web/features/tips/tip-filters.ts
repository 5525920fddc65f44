import { CATEGORIES, type Category } from '../../../shared/categories.js';
import { sortForDisplay } from '../../../shared/rules/order-index.js';
import type { CategoryFilter } from './category-filter';
import type { OrderOverrides } from './use-order-saver';

/** The tips in display order, with order changes that the server has not confirmed yet applied. */
export function withOrderOverrides<T extends { id: string; order_index: number }>(
  tips: readonly T[],
  overrides: OrderOverrides,
): T[] {
  const changed = tips.map((tip) => {
    const order_index = overrides[tip.id];
    return order_index === undefined || order_index === tip.order_index ? tip : { ...tip, order_index };
  });
  return sortForDisplay(changed);
}

/** How many tips each tab would list. */
export function countByCategory(tips: readonly { category: Category }[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries([['all', tips.length], ...CATEGORIES.map((c) => [c, 0])]) as Record<
    CategoryFilter,
    number
  >;
  for (const tip of tips) counts[tip.category] += 1;
  return counts;
}
