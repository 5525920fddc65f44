import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import type { Category } from '../../../../shared/categories.js';
import type { TripDetail } from '../../../../shared/contracts/trips.js';
import { reorderAfterDrop } from '../../../../shared/rules/order-index.js';
import type { CategoryFilter } from '../../tips/category-filter';
import { updateCachedDetail } from '../api';
import { useOrderSaver } from '../hooks/use-order-saver';
import { useTripEvents } from '../hooks/use-trip-events';
import { useAddTips } from '../tips-api';
import { AskFriendsDialogs, type AskFriendsStep } from './ask-friends-dialogs';
import { FirstTimeEmpty } from './trip-empty-states';
import { TripHeader } from './trip-header';
import { countByCategory, withOrderOverrides } from './trip-tip-filters';
import { TripTips } from './trip-tips';
import { TripToolbar } from './trip-toolbar';
import { isOnMap, ViewMapButton } from './view-map-button';

// The entry form is fetched after the page shows, not with it.
const loadAddDialog = () => import('../../tips/components/add-tips-dialog');
const AddTipsDialog = lazy(async () => ({
  default: (await loadAddDialog()).AddTipsDialog,
}));

/** The trip page once its trip has loaded: header, category tabs, the tips and the dialogs. */
export function TripView({ detail }: { detail: TripDetail }) {
  const { trip } = detail;
  const queryClient = useQueryClient();
  const [tab, setTab] = useState<CategoryFilter>('all');
  const [favoritesOnly, setFavoritesOnly] = useState(false);
  const [addCategory, setAddCategory] = useState<Category>('do');
  const [addOpen, setAddOpen] = useState(false);
  // Mounted from the first opening on: the dialog keeps the typed entries between openings.
  const [addMounted, setAddMounted] = useState(false);
  const [askStep, setAskStep] = useState<AskFriendsStep>('closed');
  const { overrides, queue } = useOrderSaver(trip.id);
  const addTips = useAddTips(trip.id);
  useTripEvents(trip.id);
  useEffect(() => {
    void loadAddDialog();
  }, []);

  const all = useMemo(
    () => withOrderOverrides(detail.recommendations, overrides),
    [detail.recommendations, overrides],
  );
  const shown = favoritesOnly ? all.filter((tip) => tip.is_favorite) : all;
  const visible = tab === 'all' ? shown : shown.filter((tip) => tip.category === tab);
  const hasFavorites = all.some((tip) => tip.is_favorite);

  const openAdd = (category: Category = tab === 'all' ? 'do' : tab) => {
    setAddCategory(category);
    setAddOpen(true);
    setAddMounted(true);
  };
  const askFriends = () => setAskStep('describe');

  function handleMove(from: number, to: number) {
    const { all: next, changes } = reorderAfterDrop({ all, visible, from, to, tab });
    if (changes.length === 0) return;
    updateCachedDetail(queryClient, trip.id, (current) => ({ ...current, recommendations: next }));
    queue(changes);
  }

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pt-8 pb-32 sm:px-6 sm:pt-12">
      <title>{`${trip.destination} · Tiplist`}</title>
      <TripHeader
        trip={trip}
        showActions={all.length > 0}
        onAdd={() => openAdd()}
        onAskFriends={askFriends}
      />
      <div className="mt-8">
        {all.length === 0 ? (
          <FirstTimeEmpty onAskFriends={askFriends} onAddOwn={() => openAdd('do')} />
        ) : (
          <>
            <TripToolbar
              tripId={trip.id}
              tab={tab}
              onTabChange={setTab}
              counts={countByCategory(shown)}
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
                onMove={handleMove}
                onAskFriends={askFriends}
                onAddOwn={openAdd}
              />
            </div>
          </>
        )}
      </div>
      {all.some(isOnMap) ? <ViewMapButton tripId={trip.id} /> : null}
      <AskFriendsDialogs trip={trip} step={askStep} onStepChange={setAskStep} />
      {addMounted ? (
        <Suspense fallback={null}>
          <AddTipsDialog
            open={addOpen}
            onOpenChange={setAddOpen}
            initialCategory={addCategory}
            onSubmit={async (entries) => {
              await addTips.mutateAsync(entries);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
