import { CATEGORIES } from '../../../../shared/categories.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { sortForDisplay } from '../../../../shared/rules/order-index.js';
import type { CategoryFilter } from '../../tips/category-filter';
import type { OrderOverrides } from '../hooks/use-order-saver';

/** The tips in display order, with order changes that the server has not confirmed yet applied. */
export function withOrderOverrides(tips: readonly Tip[], overrides: OrderOverrides): Tip[] {
  const changed = tips.map((tip) => {
    const order_index = overrides[tip.id];
    return order_index === undefined || order_index === tip.order_index ? tip : { ...tip, order_index };
  });
  return sortForDisplay(changed);
}

/** How many tips each tab would list. */
export function countByCategory(tips: readonly Tip[]): Record<CategoryFilter, number> {
  const counts = Object.fromEntries([['all', tips.length], ...CATEGORIES.map((c) => [c, 0])]) as Record<
    CategoryFilter,
    number
  >;
  for (const tip of tips) counts[tip.category] += 1;
  return counts;
}
