import type { CategoryFilter } from '../../tips/category-filter';
import { CategoryTabs } from '../../tips/components/category-tabs';
import { FavoritesOnlyToggle } from '../../tips/components/favorites-only-toggle';
import { ShareFavoritesDialog } from './share-favorites-dialog';

type TripToolbarProps = {
  tripId: string;
  tab: CategoryFilter;
  onTabChange: (tab: CategoryFilter) => void;
  /** Places per tab (the tips of one place share a card), and tips per tab. */
  counts: Record<CategoryFilter, number>;
  tipCounts: Record<CategoryFilter, number>;
  favoritesOnly: boolean;
  onFavoritesOnlyChange: (on: boolean) => void;
  canShareFavorites: boolean;
};

/** The category tabs, the favourites-only switch beside them and, with favourites shown, their share link. */
export function TripToolbar(props: TripToolbarProps) {
  const { favoritesOnly } = props;
  return (
    <div className="flex flex-col gap-3 md:flex-row md:items-center">
      <CategoryTabs
        value={props.tab}
        onChange={props.onTabChange}
        counts={props.counts}
        tipCounts={props.tipCounts}
        includeAll
        label="Recommendation categories"
        panelId="trip-tips"
        className="min-w-0 md:flex-1"
      />
      <div className="flex shrink-0 items-center gap-2 md:pb-1.5">
        <FavoritesOnlyToggle on={favoritesOnly} onChange={props.onFavoritesOnlyChange} />
        {props.canShareFavorites ? <ShareFavoritesDialog tripId={props.tripId} /> : null}
      </div>
    </div>
  );
}
