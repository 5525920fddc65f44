import { useMemo, useState } from 'react';
import type { Category } from '../../../shared/categories.js';
import { groupTipsByPlace } from '../../../shared/rules/same-place.js';
import type { CategoryFilter } from './category-filter';
import { countByCategory } from './tip-filters';
import type { ListDetail, ListTip, TipListKind } from './tip-list-kind';
import { useTipListEvents } from './use-tip-list-events';
import { useTipListMutations } from './use-tip-list-mutations';
import { useTipOrder } from './use-tip-order';

/**
 * The state of an owner's list page (a trip's, a guidebook's): the selected tab, the favourites filter,
 * the add dialog, and the tips as the tab shows them, in display order with unsaved moves included. It
 * follows the list's server events, and tells `onAccessEnded` when a companion's access to it ends.
 */
export function useTipListPage<
  T extends ListTip,
  D extends ListDetail<T>,
  F extends object,
  C extends object,
>(
  kind: TipListKind<T, D, F, C>,
  listId: string,
  tips: readonly T[],
  firstTab: CategoryFilter,
  onAccessEnded?: () => void,
) {
  const [tab, setTab] = useState<CategoryFilter>(firstTab);
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [addCategory, setAddCategory] = useState<Category>(firstTab === 'all' ? 'do' : firstTab);
  const [addOpen, setAddOpen] = useState(false);
  const mutations = useTipListMutations(kind, listId);
  const { all, moveCards } = useTipOrder(tips, mutations.orderStore, kind.orderRule);
  useTipListEvents(kind, listId, onAccessEnded);

  const shown = useMemo(
    () => (favoritesOnly ? all.filter((tip) => tip.is_favorite) : all),
    [all, favoritesOnly],
  );
  const visible = useMemo(
    () => (tab === 'all' ? shown : shown.filter((tip) => tip.category === tab)),
    [shown, tab],
  );
  // Tips of one place share a card; a place's tips are all of one category, so a tab keeps whole cards.
  const shownCards = useMemo(() => groupTipsByPlace(shown), [shown]);
  const cards = useMemo(
    () => (tab === 'all' ? shownCards : shownCards.filter((card) => card.tips[0]?.category === tab)),
    [shownCards, tab],
  );

  const openAdd = (category: Category = tab === 'all' ? 'do' : tab) => {
    setAddCategory(category);
    setAddOpen(true);
  };

  return {
    kind,
    listId,
    mutations,
    all,
    tab,
    setTab,
    favoritesOnly,
    setFavoritesOnly,
    /** The tab's tips, and the same as cards. */
    visible,
    cards,
    /** Places per tab (one per card) and tips per tab, favourites filter applied. */
    counts: countByCategory(shownCards.flatMap((card) => card.tips.slice(0, 1))),
    tipCounts: countByCategory(shown),
    onMove: (from: number, to: number) => moveCards(cards, tab, from, to),
    addCategory,
    addOpen,
    setAddOpen,
    openAdd,
  };
}

export type TipListPageState<
  T extends ListTip,
  D extends ListDetail<T>,
  F extends object,
  C extends object,
> = ReturnType<typeof useTipListPage<T, D, F, C>>;
