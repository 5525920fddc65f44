import type { ReactNode } from 'react';
import type { Category } from '../../../../shared/categories.js';
import { useT } from '../../../lib/i18n';
import type { CategoryFilter } from '../category-filter';
import { CategoryTabs } from './category-tabs';
import { FavoritesOnlyToggle } from './favorites-only-toggle';
import { TabScrollButtons } from './tab-scroll-buttons';

export type TipListToolbarProps = {
  tab: CategoryFilter;
  onTabChange: (tab: CategoryFilter) => void;
  /** Places per tab (the tips of one place share a card), and tips per tab. */
  counts: Record<CategoryFilter, number>;
  tipCounts: Record<CategoryFilter, number>;
  favoritesOnly: boolean;
  onFavoritesOnlyChange: (on: boolean) => void;
  /** id of the tab panel the tabs control. */
  panelId: string;
  /**
   * The list's own categories in its order (a guidebook's): then no "All" tab, a count on every tab, and
   * the tabs stay in view while the list scrolls. Without them: "All" and the eight categories.
   * Eight tabs that each show a count need the page's whole width, so the switch goes on a row of its own.
   */
  categories?: readonly Category[];
  /** Beside the favourites-only switch (a trip's link to its favourites). */
  children?: ReactNode;
};

/** The category tabs with their counts, and the favourites-only switch beside them. */
export function TipListToolbar(props: TipListToolbarProps) {
  const { categories, onTabChange } = props;
  const t = useT();
  const fixed = categories !== undefined;
  return (
    <div
      className={
        fixed
          ? 'sticky top-16 z-20 -mx-4 flex flex-col gap-1 bg-slate-50/95 px-4 pt-2 backdrop-blur-sm sm:-mx-6 sm:px-6'
          : 'flex flex-col gap-3 md:flex-row md:items-center'
      }
    >
      <TabScrollButtons className={fixed ? undefined : 'md:flex-1'}>
        <CategoryTabs
          value={props.tab}
          onChange={(filter) => {
            if (!fixed || filter !== 'all') onTabChange(filter);
          }}
          counts={props.counts}
          tipCounts={props.tipCounts}
          includeAll={!fixed}
          countsOnEveryTab={fixed}
          categories={categories}
          label={t('tips.list.categoriesLabel')}
          panelId={props.panelId}
        />
      </TabScrollButtons>
      <div
        className={fixed ? 'flex shrink-0 items-center pb-2' : 'flex shrink-0 items-center gap-2 md:pb-1.5'}
      >
        <FavoritesOnlyToggle on={props.favoritesOnly} onChange={props.onFavoritesOnlyChange} />
        {props.children}
      </div>
    </div>
  );
}
