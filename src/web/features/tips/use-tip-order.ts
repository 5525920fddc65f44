import { useMemo } from 'react';
import type { Category } from '../../../shared/categories.js';
import { reorderAfterDrop } from '../../../shared/rules/order-index.js';
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
) {
  const { overrides, queue } = useOrderSaver(store);
  const all = useMemo(() => withOrderOverrides(tips, overrides), [tips, overrides]);

  /** A drop among the tips the tab shows (its category and the favourites filter applied). */
  function move(visible: readonly T[], tab: Category | 'all', from: number, to: number) {
    const { all: next, changes } = reorderAfterDrop({ all, visible, from, to, tab });
    if (changes.length === 0) return;
    store.show(next);
    queue(changes);
  }

  return { all, move };
}
