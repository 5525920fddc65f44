import { useMemo, type ReactNode } from 'react';
import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import type { PlaceGroup } from '../../../../shared/rules/same-place.js';
import type { CategoryFilter } from '../category-filter';
import type { ListDetail, ListTip, TipListKind } from '../tip-list-kind';
import type { TipListMutations } from '../use-tip-list-mutations';
import { FavoritesEmpty } from './favorites-empty';
import type { PlaceLinkRender } from './tip-content';
import { TipList } from './tip-list';

export type TipListTipsProps<
  T extends ListTip,
  D extends ListDetail<T>,
  F extends object,
  C extends object,
> = {
  kind: TipListKind<T, D, F, C>;
  mutations: TipListMutations<T, D, F, C>;
  tab: CategoryFilter;
  favoritesOnly: boolean;
  /** The tab's tips in display order, favourites filter applied. */
  tips: T[];
  /** The same tips as cards: the tips of one place share one. */
  cards: readonly PlaceGroup<T>[];
  onMove: (from: number, to: number) => void;
  /** What an empty category tab shows (favourites shown, or "All", say there are no favourites yet). */
  renderCategoryEmpty: (category: Category) => ReactNode;
  /** Where a card's tagged place leads. */
  placeLink: (tip: Tip) => PlaceLinkRender | undefined;
  /** Opens a tip's edit dialog, on a list whose tips are edited. */
  onEdit?: (tipId: string) => void;
  /** The line under a merged card's place, when the list says it otherwise than "Recommended by …". */
  placeSummary?: (count: number) => string;
};

/**
 * The tips of the selected tab, reorderable, with favourite (and done, or edit, where the list has it) and
 * delete on each card; the tips of one place share a card, whose buttons act on all of them (delete asks
 * which, each keeps its edit).
 */
export function TipListTips<T extends ListTip, D extends ListDetail<T>, F extends object, C extends object>(
  props: TipListTipsProps<T, D, F, C>,
) {
  const { kind, mutations, tab, onEdit, placeLink } = props;
  const { changeOne, changeMany, remove, removeMany, busy } = mutations;
  const tips = useMemo(() => props.tips.map(kind.cardTip), [props.tips, kind]);
  const cards = useMemo(
    () => props.cards.map((card) => ({ key: card.key, tips: card.tips.map(kind.cardTip) })),
    [props.cards, kind],
  );
  const { done } = kind;

  return (
    <TipList
      tips={tips}
      cards={cards}
      reorderable
      onMove={props.onMove}
      label={`${tab === 'all' ? 'All' : CATEGORY_TITLES[tab]} recommendations`}
      renderEmpty={() =>
        props.favoritesOnly || tab === 'all' ? <FavoritesEmpty /> : props.renderCategoryEmpty(tab)
      }
      cardProps={(tip) => ({
        busy: busy.has(tip.id),
        onToggleCompleted: done
          ? () => changeOne.mutate({ tipId: tip.id, change: done(!tip.is_completed) })
          : undefined,
        onToggleFavorite: () => changeOne.mutate({ tipId: tip.id, change: kind.favorite(!tip.is_favorite) }),
        onEdit: onEdit ? () => onEdit(tip.id) : undefined,
        onDelete: () => remove.mutate(tip.id),
        renderPlaceLink: placeLink(tip),
      })}
      placeCardProps={(placeTips) => {
        const tipIds = placeTips.map((tip) => tip.id);
        return {
          summary: props.placeSummary?.(placeTips.length),
          busy: tipIds.some((id) => busy.has(id)),
          onSetCompleted: done ? (on) => changeMany.mutate({ tipIds, change: done(on) }) : undefined,
          onSetFavorite: (on) => changeMany.mutate({ tipIds, change: kind.favorite(on) }),
          onEditTip: onEdit,
          onDelete: (ids) => removeMany.mutate(ids),
          renderPlaceLink: placeTips[0] ? placeLink(placeTips[0]) : undefined,
        };
      }}
    />
  );
}
