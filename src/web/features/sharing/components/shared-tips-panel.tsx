import { useId, useState, type ReactNode } from 'react';
import { CATEGORY_TITLE_KEYS, SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import type { CategoryFilter } from '../../tips/category-filter';
import { CategoryTabs } from '../../tips/components/category-tabs';
import { useT } from '../../../lib/i18n';
import { useHydrated } from '../../../lib/use-hydrated';
import { TipList } from '../../tips/components/tip-list';
import { asCardTip, countsByCategory, tipsIn, type SharedTip } from '../shared-tips';

type SharedTipsPanelProps = {
  tips: readonly SharedTip[];
  /** Shared favourites open on "All"; a shared guidebook has only the eight categories. */
  includeAll: boolean;
  initialFilter: CategoryFilter;
  /** The text of a tab without tips, given the tab and its title ("All", "Eat"...). */
  emptyText: (filter: CategoryFilter, title: string) => string;
  /** The invitation to keep the tips, under a tab that has some. */
  join: ReactNode;
  className?: string;
};

/** The tips of a shared page by category (Eat first), read-only, with the invitation to keep them. */
export function SharedTipsPanel({
  tips,
  includeAll,
  initialFilter,
  emptyText,
  join,
  className,
}: SharedTipsPanelProps) {
  const t = useT();
  const [filter, setFilter] = useState<CategoryFilter>(initialFilter);
  const panelId = useId();
  const shown = tipsIn(tips, filter);
  const title = filter === 'all' ? t('friend.tabs.all') : t(CATEGORY_TITLE_KEYS[filter]);
  // Drawn by the server, its tabs and buttons wait for the page's script: a press before would be lost.
  const hydrated = useHydrated();

  return (
    <div className={className} inert={!hydrated}>
      <CategoryTabs
        value={filter}
        onChange={setFilter}
        counts={countsByCategory(tips)}
        includeAll={includeAll}
        categories={SHARED_FAVORITES_CATEGORIES}
        label={t('public.shared.tabs')}
        panelId={panelId}
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${filter}`} className="mt-4">
        {shown.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center text-pretty text-slate-600">
            {emptyText(filter, title)}
          </p>
        ) : (
          <>
            <TipList
              tips={shown.map(asCardTip)}
              reorderable={false}
              onMove={() => undefined}
              label={
                filter === 'all' ? t('public.shared.listAll') : t('public.shared.list', { category: title })
              }
              cardProps={() => ({ readOnly: true })}
            />
            <div className="mt-6">{join}</div>
          </>
        )}
      </div>
    </div>
  );
}
