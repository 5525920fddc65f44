import { useState } from 'react';
import { CardGrid, CardGridItem, NoMatches } from '../../../components/ui/card-grid';
import { CreateTile } from '../../../components/ui/create-tile';
import { FilterBox } from '../../../components/ui/filter-box';
import { useErrorToast } from '../../../components/ui/use-error-toast';
import { useT } from '../../../lib/i18n';
import { matchesQuery } from '../../../lib/matches-query';
import { useDeleteTrip, useTrips } from '../api';
import { TripCard } from '../components/trip-card';
import { PAGES } from '../../../../shared/pages/page-table.js';
import { CompanionNotices } from '../../companions/components/companion-notices';

const FILTER_FROM_TRIPS = 3;
const LOADING_CARDS = 6;

/** /dashboard: the owner's trips as cards, newest first. */
export function DashboardPage() {
  const t = useT();
  const trips = useTrips();
  const deleteTrip = useDeleteTrip();
  const [query, setQuery] = useState('');
  useErrorToast(t('trips.dashboard.loadFailed'), trips.error, trips.errorUpdatedAt);

  const all = trips.data ?? [];
  const showFilter = all.length >= FILTER_FROM_TRIPS;
  const visible = showFilter ? all.filter((trip) => matchesQuery([trip.destination], query)) : all;
  const subtitle =
    trips.isSuccess && all.length === 0 ? t('trips.dashboard.introFirst') : t('trips.dashboard.intro');

  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <title>{t('trips.dashboard.documentTitle')}</title>
      <div className="flex flex-col gap-5 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">
            {t('trips.dashboard.heading')}
          </h1>
          <p className="mt-2 text-slate-600">{subtitle}</p>
        </div>
        {showFilter ? (
          <FilterBox
            label={t('trips.dashboard.filterLabel')}
            placeholder={t('trips.dashboard.filterPlaceholder')}
            value={query}
            onChange={setQuery}
          />
        ) : null}
      </div>
      <CompanionNotices />
      <CardGrid
        loading={trips.isPending}
        skeletons={LOADING_CARDS}
        failure={
          trips.isError
            ? { text: t('trips.dashboard.loadFailedText'), onRetry: () => void trips.refetch() }
            : null
        }
        noMatch={
          showFilter && visible.length === 0 ? (
            <NoMatches title={t('trips.dashboard.noMatchTitle')} text={t('trips.dashboard.noMatchText')} />
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
          <CreateTile to={PAGES.createTrip.href()} label={t('trips.dashboard.createTile')} />
        </CardGridItem>
      </CardGrid>
    </div>
  );
}
