import { useState } from 'react';
import { CardGrid, CardGridItem, NoMatches } from '../../../components/ui/card-grid';
import { CreateTile } from '../../../components/ui/create-tile';
import { FilterBox } from '../../../components/ui/filter-box';
import { useErrorToast } from '../../../components/ui/use-error-toast';
import { matchesQuery } from '../../../lib/matches-query';
import { useDeleteTrip, useTrips } from '../api';
import { TripCard } from '../components/trip-card';
import { PAGES } from '../../../../shared/pages/page-table.js';

const FILTER_FROM_TRIPS = 3;
const LOADING_CARDS = 6;

/** /dashboard: the owner's trips as cards, newest first. */
export function DashboardPage() {
  const trips = useTrips();
  const deleteTrip = useDeleteTrip();
  const [query, setQuery] = useState('');
  useErrorToast('Error loading trips', trips.error, trips.errorUpdatedAt);

  const all = trips.data ?? [];
  const showFilter = all.length >= FILTER_FROM_TRIPS;
  const visible = showFilter ? all.filter((trip) => matchesQuery([trip.destination], query)) : all;
  const subtitle =
    trips.isSuccess && all.length === 0
      ? 'Create your first trip so you can start collecting tips from your friends.'
      : 'Manage your travel destinations and collect recommendations';

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>My Trips · Tiplist</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">My Trips</h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
        </div>
        {showFilter ? (
          <FilterBox label="Filter trips" placeholder="Filter trips..." value={query} onChange={setQuery} />
        ) : null}
      </div>
      <CardGrid
        loading={trips.isPending}
        skeletons={LOADING_CARDS}
        failure={
          trips.isError
            ? { text: 'Your trips could not be loaded.', onRetry: () => void trips.refetch() }
            : null
        }
        noMatch={
          showFilter && visible.length === 0 ? (
            <NoMatches title="No trips found" text="Try adjusting your search query" />
          ) : null
        }
      >
        {visible.map((trip) => (
          <CardGridItem key={trip.id}>
            <TripCard
              trip={trip}
              deleting={deleteTrip.isPending && deleteTrip.variables === trip.id}
              onDelete={() => deleteTrip.mutate(trip.id)}
            />
          </CardGridItem>
        ))}
        <CardGridItem>
          <CreateTile to={PAGES.createTrip.href()} label="Create New Trip" />
        </CardGridItem>
      </CardGrid>
    </div>
  );
}
