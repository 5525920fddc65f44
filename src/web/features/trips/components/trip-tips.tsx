import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import type { PlaceGroup } from '../../../../shared/rules/same-place.js';
import { mapPlaceLink } from '../../maps/components/map-place-link';
import type { CategoryFilter } from '../../tips/category-filter';
import { TipList } from '../../tips/components/tip-list';
import { useBusyTipIds, useDeleteTip, useDeleteTips, useToggleTip, useToggleTips } from '../tips-api';
import { FavoritesEmpty } from '../../tips/components/favorites-empty';
import { CategoryEmpty } from './trip-empty-states';
import { PAGES } from '../../../../shared/pages/page-table.js';

type TripTipsProps = {
  tripId: string;
  tab: CategoryFilter;
  favoritesOnly: boolean;
  /** The tab's tips in display order, favourites filter applied. */
  tips: Tip[];
  /** The same tips as cards: the tips of one place share one. */
  cards: readonly PlaceGroup<Tip>[];
  onMove: (from: number, to: number) => void;
  /** Ask friends for tips of one category the trip has none of. */
  onAskCategory: (category: Category) => void;
  onAddOwn: (category: Category) => void;
};

/**
 * The tips of the selected tab, reorderable, with done, favourite and delete on each card; the tips of one
 * place share a card, whose buttons act on all of them (delete asks which).
 */
export function TripTips({
  tripId,
  tab,
  favoritesOnly,
  tips,
  cards,
  onMove,
  onAskCategory,
  onAddOwn,
}: TripTipsProps) {
  const toggle = useToggleTip(tripId);
  const deleteTip = useDeleteTip(tripId);
  const toggleMany = useToggleTips(tripId);
  const deleteMany = useDeleteTips(tripId);
  const busy = useBusyTipIds(tripId);
  const mapPath = PAGES.tripMap.href({ tripId });

  return (
    <TipList
      tips={tips}
      cards={cards}
      reorderable
      onMove={onMove}
      label={`${tab === 'all' ? 'All' : CATEGORY_TITLES[tab]} recommendations`}
      renderEmpty={() =>
        favoritesOnly || tab === 'all' ? (
          <FavoritesEmpty />
        ) : (
          <CategoryEmpty
            category={tab}
            onAskFriends={() => onAskCategory(tab)}
            onAddOwn={() => onAddOwn(tab)}
          />
        )
      }
      cardProps={(tip) => ({
        busy: busy.has(tip.id),
        onToggleCompleted: () =>
          toggle.mutate({ tipId: tip.id, change: { is_completed: !tip.is_completed } }),
        onToggleFavorite: () => toggle.mutate({ tipId: tip.id, change: { is_favorite: !tip.is_favorite } }),
        onDelete: () => deleteTip.mutate(tip.id),
        renderPlaceLink: mapPlaceLink(tip, mapPath),
      })}
      placeCardProps={(placeTips) => {
        const tipIds = placeTips.map((tip) => tip.id);
        return {
          busy: tipIds.some((id) => busy.has(id)),
          onSetCompleted: (done) => toggleMany.mutate({ tipIds, change: { is_completed: done } }),
          onSetFavorite: (favorite) => toggleMany.mutate({ tipIds, change: { is_favorite: favorite } }),
          onDelete: (ids) => deleteMany.mutate(ids),
          renderPlaceLink: placeTips[0] ? mapPlaceLink(placeTips[0], mapPath) : undefined,
        };
      }}
    />
  );
}
