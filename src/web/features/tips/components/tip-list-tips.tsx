import { useMemo, type ReactNode } from 'react';
import { CATEGORY_TITLE_KEYS, type Category } from '../../../../shared/categories.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { useT } from '../../../lib/i18n';
import type { ListDetail, ListTip } from '../tip-list-kind';
import type { TipListPageState } from '../use-tip-list-page';
import { FavoritesEmpty } from './favorites-empty';
import type { PlaceLinkRender } from './tip-content';
import { TipList } from './tip-list';

export type TipListTipsProps<
  T extends ListTip,
  D extends ListDetail<T>,
  F extends object,
  C extends object,
> = {
  /** The page's state: its selected tab's tips and cards, in display order, and its list's changes. */
  page: TipListPageState<T, D, F, C>;
  /** What an empty category tab shows (favourites shown, or "All", say there are no favourites yet). */
  renderCategoryEmpty: (category: Category) => ReactNode;
  /** Where a card's tagged place leads. */
  placeLink: (tip: Tip) => PlaceLinkRender | undefined;
  /** Opens a tip's edit dialog, on a list whose tips are edited. */
  onEdit?: (tipId: string) => void;
  /** The line under a merged card's place, when the list says it otherwise than "Recommended by …". */
  placeSummary?: (count: number) => string;
  /** Whether the reader may change the tips (a companion who may only view them may not): else no control. */
  editable?: boolean;
};

/**
 * The tips of the selected tab, reorderable, with favourite (and done, or edit, where the list has it) and
 * delete on each card; the tips of one place share a card, whose buttons act on all of them (delete asks
 * which, each keeps its edit). A reader who may not change the list gets the cards alone.
 */
export function TipListTips<T extends ListTip, D extends ListDetail<T>, F extends object, C extends object>(
  props: TipListTipsProps<T, D, F, C>,
) {
  const { page, onEdit, placeLink, editable = true } = props;
  const t = useT();
  const { kind, tab, visible, cards: placeCards } = page;
  const { changeOne, changeMany, remove, removeMany, busy } = page.mutations;
  const tips = useMemo(() => visible.map(kind.cardTip), [visible, kind]);
  const cards = useMemo(
    () => placeCards.map((card) => ({ key: card.key, tips: card.tips.map(kind.cardTip) })),
    [placeCards, kind],
  );
  const { done } = kind;

  const readOnlyCard = (first: Tip | undefined) => ({
    renderPlaceLink: first ? placeLink(first) : undefined,
  });

  return (
    <TipList
      tips={tips}
      cards={cards}
      reorderable={editable}
      onMove={page.onMove}
      label={
        tab === 'all'
          ? t('tips.list.allLabel')
          : t('tips.list.categoryLabel', { category: t(CATEGORY_TITLE_KEYS[tab]) })
      }
      renderEmpty={() =>
        page.favoritesOnly || tab === 'all' ? <FavoritesEmpty /> : props.renderCategoryEmpty(tab)
      }
      cardProps={(tip) =>
        editable
          ? {
              busy: busy.has(tip.id),
              onToggleCompleted: done
                ? () => changeOne.mutate({ tipId: tip.id, change: done(!tip.is_completed) })
                : undefined,
              onToggleFavorite: () =>
                changeOne.mutate({ tipId: tip.id, change: { is_favorite: !tip.is_favorite } }),
              onEdit: onEdit ? () => onEdit(tip.id) : undefined,
              onDelete: () => remove.mutate(tip.id),
              renderPlaceLink: placeLink(tip),
            }
          : readOnlyCard(tip)
      }
      placeCardProps={(placeTips) => {
        const summary = props.placeSummary?.(placeTips.length);
        if (!editable) return { summary, ...readOnlyCard(placeTips[0]) };
        const tipIds = placeTips.map((tip) => tip.id);
        return {
          summary,
          busy: tipIds.some((id) => busy.has(id)),
          onSetCompleted: done ? (on) => changeMany.mutate({ tipIds, change: done(on) }) : undefined,
          onSetFavorite: (on) => changeMany.mutate({ tipIds, change: { is_favorite: on } }),
          onEditTip: onEdit,
          onDelete: (ids) => removeMany.mutate(ids),
          renderPlaceLink: placeTips[0] ? placeLink(placeTips[0]) : undefined,
        };
      }}
    />
  );
}
