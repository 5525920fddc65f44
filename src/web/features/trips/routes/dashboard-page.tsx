import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { useDeleteTrip, useTrips } from '../api';
import { CreateTripCard } from '../components/create-trip-card';
import { TripCard, TripCardSkeleton } from '../components/trip-card';
import { matchesDestination, TripFilter } from '../components/trip-filter';
import { useErrorToast } from '../hooks/use-error-toast';

const FILTER_FROM_TRIPS = 3;
const LOADING_CARDS = 6;
const gridClass = 'grid grid-cols-1 gap-4 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3 xl:grid-cols-4';

/** /dashboard: the owner's trips as cards, newest first. */
export function DashboardPage() {
  const trips = useTrips();
  const deleteTrip = useDeleteTrip();
  const [query, setQuery] = useState('');
  useErrorToast('Error loading trips', trips.error, trips.errorUpdatedAt);

  const all = trips.data ?? [];
  const showFilter = all.length >= FILTER_FROM_TRIPS;
  const visible = showFilter ? all.filter((trip) => matchesDestination(trip.destination, query)) : all;
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
        {showFilter ? <TripFilter value={query} onChange={setQuery} /> : null}
      </div>

      {trips.isPending ? (
        <div role="status" className={`mt-8 ${gridClass}`}>
          <span className="sr-only">Loading...</span>
          {Array.from({ length: LOADING_CARDS }, (_, index) => (
            <TripCardSkeleton key={index} />
          ))}
        </div>
      ) : trips.isError ? (
        <div className="mt-8 flex flex-col items-start gap-3 rounded-3xl bg-white p-6 ring-1 ring-slate-200/80">
          <p className="font-semibold text-slate-900">Your trips could not be loaded.</p>
          <Button variant="secondary" size="sm" onClick={() => void trips.refetch()}>
            Try again
          </Button>
        </div>
      ) : showFilter && visible.length === 0 ? (
        <div className="mt-8 flex flex-col items-center rounded-3xl bg-white px-6 py-14 text-center ring-1 ring-slate-200/80">
          <SearchX aria-hidden="true" className="size-10 text-slate-400" />
          <h2 className="mt-4 text-lg font-bold text-slate-900">No trips found</h2>
          <p className="mt-1 text-slate-600">Try adjusting your search query</p>
        </div>
      ) : (
        <ul className={`mt-8 ${gridClass}`}>
          {visible.map((trip) => (
            <li key={trip.id} className="flex flex-col [&>*]:flex-1">
              <TripCard
                trip={trip}
                deleting={deleteTrip.isPending && deleteTrip.variables === trip.id}
                onDelete={() => deleteTrip.mutate(trip.id)}
              />
            </li>
          ))}
          <li className="flex flex-col [&>*]:flex-1">
            <CreateTripCard />
          </li>
        </ul>
      )}
    </div>
  );
}
