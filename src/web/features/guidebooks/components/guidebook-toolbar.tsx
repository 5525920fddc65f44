import type { Category } from '../../../../shared/categories.js';
import type { CategoryFilter } from '../../tips/category-filter';
import { CategoryTabs } from '../../tips/components/category-tabs';
import { FavoritesOnlyToggle } from '../../tips/components/favorites-only-toggle';
import { GUIDEBOOK_CATEGORIES } from '../guidebook-rules';

type GuidebookToolbarProps = {
  tab: Category;
  onTabChange: (tab: Category) => void;
  /** Places per tab (the tips of one place share a card), and tips per tab. */
  counts: Record<CategoryFilter, number>;
  tipCounts: Record<CategoryFilter, number>;
  favoritesOnly: boolean;
  onFavoritesOnlyChange: (on: boolean) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
};

/** The category tabs with their counts and the favourites-only switch; they stay in view while the list scrolls. */
export function GuidebookToolbar(props: GuidebookToolbarProps) {
  return (
    <div className="sticky top-16 z-20 -mx-4 flex flex-col gap-2 bg-slate-50/95 px-4 pt-2 backdrop-blur-sm sm:-mx-6 sm:px-6 md:flex-row md:items-center md:gap-3">
      <CategoryTabs
        value={props.tab}
        onChange={(filter) => {
          if (filter !== 'all') props.onTabChange(filter);
        }}
        counts={props.counts}
        tipCounts={props.tipCounts}
        countsOnEveryTab
        categories={GUIDEBOOK_CATEGORIES}
        label="Recommendation categories"
        panelId={props.panelId}
        className="min-w-0 md:flex-1"
      />
      <div className="flex shrink-0 items-center pb-2 md:pb-1.5">
        <FavoritesOnlyToggle on={props.favoritesOnly} onChange={props.onFavoritesOnlyChange} />
      </div>
    </div>
  );
}
