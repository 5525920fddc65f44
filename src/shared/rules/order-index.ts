import type { Category } from '../categories.js';

interface Ordered {
  id: string;
  category: Category;
  order_index: number;
}

/**
 * order_index for a batch of new tips: the highest existing index in the tip's category (or -1 when
 * none) plus 1 plus the tip's position among the batch's tips of that category.
 */
export function orderIndexesForNewTips(
  categories: readonly Category[],
  highestByCategory: Partial<Record<Category, number>>,
): number[] {
  const seen: Partial<Record<Category, number>> = {};
  return categories.map((category) => {
    const position = seen[category] ?? 0;
    seen[category] = position + 1;
    return (highestByCategory[category] ?? -1) + 1 + position;
  });
}

/**
 * How a drop renumbers: a trip places a category tab's tips after the other categories; a guidebook
 * numbers the visible list from 0. Each is the order its own page has always kept.
 */
export type ReorderRule = 'trip' | 'guidebook';

export interface ReorderInput<T extends Ordered> {
  rule: ReorderRule;
  /** Every tip of the list. */
  all: readonly T[];
  /** The tips as the tab shows them (tab and favourites filter applied), in display order. */
  visible: readonly T[];
  from: number;
  to: number;
  /** The tab the drag happened in. */
  tab: Category | 'all';
}

export interface ReorderResult<T extends Ordered> {
  /** Every tip with its new order_index, sorted for display. */
  all: T[];
  /** Only the tips whose order_index changed. */
  changes: { id: string; order_index: number }[];
}

/**
 * A drop within a tab: the dragged tip moves and the tab's tips are renumbered from 0 in their new order.
 * Other categories keep their values; by the trip rule a category tab's tips are placed after them.
 * A drop at the same place changes nothing.
 */
export function reorderAfterDrop<T extends Ordered>({
  visible,
  ...input
}: ReorderInput<T>): ReorderResult<T> {
  return reorderGroupsAfterDrop({ ...input, visible: visible.map((tip) => [tip]) });
}

/**
 * The same for a tab that shows some tips together on one card (the tips of one place): the card's
 * tips move as one, next to each other, in the order the card shows them.
 */
export function reorderGroupsAfterDrop<T extends Ordered>({
  rule,
  all,
  visible,
  from,
  to,
  tab,
}: Omit<ReorderInput<T>, 'visible'> & { visible: readonly (readonly T[])[] }): ReorderResult<T> {
  const moved = visible[from];
  if (!moved || from === to || to < 0 || to >= visible.length) return { all: [...all], changes: [] };
  const reordered = [...visible];
  reordered.splice(from, 1);
  reordered.splice(to, 0, moved);

  const others = tab === 'all' || rule === 'guidebook' ? [] : all.filter((tip) => tip.category !== tab);
  const base = others.reduce((highest, tip) => Math.max(highest, tip.order_index + 1), 0);
  const newIndex = new Map(reordered.flat().map((tip, position) => [tip.id, base + position]));

  const changes: { id: string; order_index: number }[] = [];
  const next = all.map((tip) => {
    const order_index = newIndex.get(tip.id);
    if (order_index === undefined || order_index === tip.order_index) return tip;
    changes.push({ id: tip.id, order_index });
    return { ...tip, order_index };
  });
  return { all: sortForDisplay(next), changes };
}

/** Display order: order_index ascending; ties keep their previous order (stable sort). */
export function sortForDisplay<T extends { order_index: number }>(tips: readonly T[]): T[] {
  return [...tips].sort((a, b) => a.order_index - b.order_index);
}
