import { CATEGORY_TITLES, type Category } from '../../../../shared/categories.js';
import type { Tip } from '../../../../shared/contracts/tips.js';
import { mapPoints } from '../../../../shared/rules/map-points.js';
import { Link } from 'react-router';
import type { CategoryFilter } from '../../tips/category-filter';
import type { PlaceLinkRender } from '../../tips/components/tip-content';
import { TipList } from '../../tips/components/tip-list';
import { useBusyTipIds, useDeleteTip, useToggleTip } from '../tips-api';
import { CategoryEmpty, FavoritesEmpty } from './trip-empty-states';

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
        renderPlaceLink: tripMapLink(tip),
      })}
    />
  );
}

/** The owner's tagged places open the trip's map on that tip, its popup open (a tip the map leaves off has none). */
function tripMapLink(tip: Tip): PlaceLinkRender | undefined {
  if (mapPoints([tip]).length === 0) return undefined;
  const to = `/trip/${encodeURIComponent(tip.trip_id)}/map?tip=${encodeURIComponent(tip.id)}`;
  return ({ className, children }) => (
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
