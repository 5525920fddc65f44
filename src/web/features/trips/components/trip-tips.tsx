import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { mapPlaceLink } from '../../maps/components/map-place-link';
import type { CategoryFilter } from '../../tips/category-filter';
import { TipList } from '../../tips/components/tip-list';
import { useBusyTipIds, useDeleteTip, useToggleTip } from '../tips-api';
import { FavoritesEmpty } from '../../tips/components/favorites-empty';
import { CategoryEmpty } from './trip-empty-states';

type TripTipsProps = {
  tripId: string;
  tab: CategoryFilter;
  favoritesOnly: boolean;
  /** The tab's tips in display order, favourites filter applied. */
  tips: Tip[];
  onMove: (from: number, to: number) => void;
  onAskFriends: () => void;
  onAddOwn: (category: Category) => void;
};

/** The tips of the selected tab, reorderable, with done, favourite and delete on each card. */
export function TripTips({
  tripId,
  tab,
  favoritesOnly,
  tips,
  onMove,
  onAskFriends,
  onAddOwn,
}: TripTipsProps) {
  const toggle = useToggleTip(tripId);
  const deleteTip = useDeleteTip(tripId);
  const busy = useBusyTipIds(tripId);

  return (
    <TipList
      tips={tips}
      reorderable
      onMove={onMove}
      label={`${tab === 'all' ? 'All' : CATEGORY_TITLES[tab]} recommendations`}
      renderEmpty={() =>
        favoritesOnly || tab === 'all' ? (
          <FavoritesEmpty />
        ) : (
          <CategoryEmpty category={tab} onAskFriends={onAskFriends} onAddOwn={() => onAddOwn(tab)} />
        )
      }
      cardProps={(tip) => ({
        busy: busy.has(tip.id),
        onToggleCompleted: () =>
          toggle.mutate({ tipId: tip.id, change: { is_completed: !tip.is_completed } }),
        onToggleFavorite: () => toggle.mutate({ tipId: tip.id, change: { is_favorite: !tip.is_favorite } }),
        onDelete: () => deleteTip.mutate(tip.id),
        renderPlaceLink: mapPlaceLink(tip, `/trip/${encodeURIComponent(tip.trip_id)}/map`),
      })}
    />
  );
}
