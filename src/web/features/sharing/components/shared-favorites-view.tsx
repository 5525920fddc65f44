import { Heart, LogIn } from 'lucide-react';
import { useId, useState } from 'react';
import { CATEGORY_TITLES, SHARED_FAVORITES_CATEGORIES } from '../../../../shared/categories.js';
import type { SharedFavorites } from '../../../../shared/contracts/public.js';
import { Button } from '../../../components/ui/button';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { carryOverToAuth } from '../../auth/auth-navigation-state';
import type { CategoryFilter } from '../../tips/category-filter';
import { CategoryTabs } from '../../tips/components/category-tabs';
import { TipList } from '../../tips/components/tip-list';
import { asCardTip, countsByCategory, isMappable, tipsIn } from '../shared-tips';
import { JoinCard } from './join-card';
import { ViewMapLink } from './view-map-link';

type SharedFavoritesViewProps = { shared: SharedFavorites; mapHref: string };

/** The owner's favourite tips, by category, read-only, with the ways into an account of one's own. */
export function SharedFavoritesView({ shared, mapHref }: SharedFavoritesViewProps) {
  const [filter, setFilter] = useState<CategoryFilter>('all');
  useDocumentTitle(`Tips for ${shared.destination}`);
  const panelId = useId();
  const tips = tipsIn(shared.recommendations, filter);
  const title = filter === 'all' ? 'All' : CATEGORY_TITLES[filter];
  const mappable = shared.recommendations.some(isMappable);

  function join() {
    carryOverToAuth({
      initialView: 'signup',
      tripData: { destination: shared.destination, recommendations: shared.recommendations },
    });
    window.location.assign('/auth?action=sign_up');
  }

  return (
    <div className="mx-auto w-full max-w-3xl px-4 pt-6 pb-28 sm:px-6 sm:pt-10">
      <header className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <p className="inline-flex items-center gap-1.5 text-sm font-semibold text-rose-700">
            <Heart className="size-4 fill-current" aria-hidden="true" />
            {shared.owner_first_name}&apos;s favourites
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
            Tips for {shared.destination}
          </h1>
        </div>
        <Button asChild variant="secondary" size="sm" className="mt-1">
          <a href="/auth">
            <LogIn aria-hidden="true" />
            Sign In
          </a>
        </Button>
      </header>

      <CategoryTabs
        value={filter}
        onChange={setFilter}
        counts={countsByCategory(shared.recommendations)}
        includeAll
        categories={SHARED_FAVORITES_CATEGORIES}
        label="Recommendation categories"
        panelId={panelId}
        className="mt-6"
      />
      <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-tab-${filter}`} className="mt-4">
        {tips.length === 0 ? (
          <p className="rounded-3xl border border-dashed border-slate-300 bg-white/60 px-6 py-12 text-center text-slate-600">
            No {filter === 'all' ? '' : `${title} `}recommendations
          </p>
        ) : (
          <>
            <TipList
              tips={tips.map(asCardTip)}
              reorderable={false}
              onMove={() => undefined}
              label={`${title} recommendations`}
              cardProps={() => ({ readOnly: true })}
            />
            <div className="mt-6">
              <JoinCard onJoin={join} />
            </div>
          </>
        )}
      </div>
      {mappable ? <ViewMapLink href={mapHref} /> : null}
    </div>
  );
}
