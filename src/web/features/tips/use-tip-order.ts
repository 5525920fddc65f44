import { useMemo } from 'react';
import type { Category } from '../../../shared/categories.js';
import { reorderGroupsAfterDrop, type ReorderRule } from '../../../shared/rules/order-index.js';
import type { DetailOrderStore } from './detail-order-store';
import { withOrderOverrides } from './tip-filters';
import { useOrderSaver } from './use-order-saver';

/**
 * An owner's reorderable tips (trip or guidebook page): all of them in display order, unsaved moves
 * included, and what a drop in a tab does: show the new order at once and queue it for saving.
 */
export function useTipOrder<T extends { id: string; category: Category; order_index: number }>(
  tips: readonly T[],
  store: DetailOrderStore,
  rule: ReorderRule,
) {
  const { overrides, queue } = useOrderSaver(store);
  const all = useMemo(() => withOrderOverrides(tips, overrides), [tips, overrides]);

  /**
   * A drop among the cards the tab shows (its category and the favourites filter applied); a card holds
   * one tip, or several of one place, which then move together.
   */
  function moveCards(
    cards: readonly { tips: readonly T[] }[],
    tab: Category | 'all',
    from: number,
    to: number,
  ) {
    const visible = cards.map((card) => card.tips);
    const { all: next, changes } = reorderGroupsAfterDrop({ rule, all, visible, from, to, tab });
    if (changes.length === 0) return;
    store.show(next);
    queue(changes);
  }

  /** A drop in a tab of one card per tip. */
  const move = (visible: readonly T[], tab: Category | 'all', from: number, to: number) =>
    moveCards(
      visible.map((tip) => ({ tips: [tip] })),
      tab,
      from,
      to,
    );

  return { all, move, moveCards };
}
