import { Heart } from 'lucide-react';
import { cn } from '../../../lib/cn';
import type { CategoryFilter } from '../../tips/category-filter';
import { CategoryTabs } from '../../tips/components/category-tabs';
import { ShareFavoritesDialog } from './share-favorites-dialog';

type TripToolbarProps = {
  tripId: string;
  tab: CategoryFilter;
  onTabChange: (tab: CategoryFilter) => void;
  counts: Record<CategoryFilter, number>;
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
        includeAll
        label="Recommendation categories"
        panelId="trip-tips"
        className="min-w-0 md:flex-1"
      />
      <div className="flex shrink-0 items-center gap-2 md:pb-1.5">
        <button
          type="button"
          aria-pressed={favoritesOnly}
          onClick={() => props.onFavoritesOnlyChange(!favoritesOnly)}
          className={cn(
            'inline-flex h-11 cursor-pointer items-center gap-2 rounded-full px-4 text-sm font-semibold ring-1 transition-colors',
            favoritesOnly
              ? 'bg-rose-50 text-rose-800 ring-rose-300'
              : 'bg-white text-slate-700 ring-slate-200 hover:bg-slate-50 hover:ring-slate-300',
          )}
        >
          <Heart
            aria-hidden="true"
            className={cn('size-4', favoritesOnly && 'fill-rose-600 text-rose-600')}
          />
          Favorites only
        </button>
        {props.canShareFavorites ? <ShareFavoritesDialog tripId={props.tripId} /> : null}
      </div>
    </div>
  );
}
