import { useMemo, useState } from 'react';
import type { Category } from '../../../../shared/categories.js';
import type { TripDetail } from '../../../../shared/contracts/trips.js';
import { groupTipsByPlace } from '../../../../shared/rules/same-place.js';
import { isOnMap, ViewMapButton } from '../../maps/components/view-map-button';
import type { CategoryFilter } from '../../tips/category-filter';
import { LazyAddTipsDialog } from '../../tips/components/lazy-add-tips-dialog';
import { countByCategory } from '../../tips/tip-filters';
import { useTipOrder } from '../../tips/use-tip-order';
import { useTripEvents } from '../hooks/use-trip-events';
import { useAddTips, useTripOrderStore } from '../tips-api';
import { AskFriendsDialogs, type AskFriendsStep } from './ask-friends-dialogs';
import { PausedCollectionNotice } from './paused-collection-notice';
import { FirstTimeEmpty } from './trip-empty-states';
import { TripHeader } from './trip-header';
import { TripTips } from './trip-tips';
import { TripToolbar } from './trip-toolbar';
import { PAGES } from '../../../../shared/pages/page-table.js';

/** The trip page once its trip has loaded: header, category tabs, the tips and the dialogs. */
export function TripView({ detail }: { detail: TripDetail }) {
  const { trip } = detail;
  const [tab, setTab] = useState<CategoryFilter>('all');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [addCategory, setAddCategory] = useState<Category>('do');
  const [addOpen, setAddOpen] = useState(false);
  const [askStep, setAskStep] = useState<AskFriendsStep>('closed');
  // The category an ask is for (from an empty category), or null for the whole trip.
  const [askCategory, setAskCategory] = useState<Category | null>(null);
  const { all, moveCards } = useTipOrder(detail.recommendations, useTripOrderStore(trip.id), 'trip');
  const addTips = useAddTips(trip.id);
  useTripEvents(trip.id);

  const shown = useMemo(
    () => (favoritesOnly ? all.filter((tip) => tip.is_favorite) : all),
    [all, favoritesOnly],
  );
  const visible = tab === 'all' ? shown : shown.filter((tip) => tip.category === tab);
  // Tips of one place share a card; a place's tips are all of one category, so a tab keeps whole cards.
  const shownCards = useMemo(() => groupTipsByPlace(shown), [shown]);
  const cards = tab === 'all' ? shownCards : shownCards.filter((card) => card.tips[0]?.category === tab);
  const hasFavorites = all.some((tip) => tip.is_favorite);

  const openAdd = (category: Category = tab === 'all' ? 'do' : tab) => {
    setAddCategory(category);
    setAddOpen(true);
  };
  const askFriends = () => {
    setAskCategory(null);
    setAskStep('describe');
  };
  const askForCategory = (category: Category) => {
    setAskCategory(category);
    setAskStep('share');
  };

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-32 sm:px-6 sm:pt-12">
      <title>{`${trip.destination} · Tiplist`}</title>
      <TripHeader
        trip={trip}
        showActions={all.length > 0}
        onAdd={() => openAdd()}
        onAskFriends={askFriends}
      />
      {trip.tips_paused ? <PausedCollectionNotice tripId={trip.id} /> : null}
      <div className="mt-8">
        {all.length === 0 ? (
          <FirstTimeEmpty onAskFriends={askFriends} onAddOwn={() => openAdd('do')} />
        ) : (
          <>
            <TripToolbar
              tripId={trip.id}
              tab={tab}
              onTabChange={setTab}
              counts={countByCategory(shownCards.flatMap((card) => card.tips.slice(0, 1)))}
              tipCounts={countByCategory(shown)}
              favoritesOnly={favoritesOnly}
              onFavoritesOnlyChange={setFavoritesOnly}
              canShareFavorites={favoritesOnly && hasFavorites}
            />
            <div id="trip-tips" role="tabpanel" aria-labelledby={`trip-tips-tab-${tab}`} className="mt-4">
              <TripTips
                tripId={trip.id}
                tab={tab}
                favoritesOnly={favoritesOnly}
                tips={visible}
                cards={cards}
                onMove={(from, to) => moveCards(cards, tab, from, to)}
                onAskCategory={askForCategory}
                onAddOwn={openAdd}
              />
            </div>
          </>
        )}
      </div>
      {all.some(isOnMap) ? <ViewMapButton to={PAGES.tripMap.href({ tripId: trip.id })} /> : null}
      <AskFriendsDialogs trip={trip} category={askCategory} step={askStep} onStepChange={setAskStep} />
      <LazyAddTipsDialog
        open={addOpen}
        onOpenChange={setAddOpen}
        initialCategory={addCategory}
        onSubmit={addTips.mutateAsync}
      />
    </div>
  );
}
