import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CreateTripBody, TripDetail, TripSummary } from '../../../shared/contracts/trips.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { tripEndpoints } from '../../../shared/contracts/endpoints/trips.js';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { updateCached } from '../../lib/update-cached';
import { hasQueuedForTrip, queueState } from '../offline/change-queue';
import { withQueuedChanges } from '../offline/queue-rules';
import { tripKeys } from './trip-keys';

export { tripKeys };

/** The owner's trips, newest first, each with its tip count (one request, one query on the server). */
export const tripsQueryOptions = queryOptions({
  queryKey: tripKeys.list(),
  queryFn: ({ signal }) => apiRequest(tripEndpoints.listTrips, { signal }),
  select: (data) => data.trips,
});

export const tripDetailQueryOptions = (tripId: string) =>
  queryOptions({
    queryKey: tripKeys.detail(tripId),
    queryFn: async ({ signal }) => {
      const detail = await apiRequest(tripEndpoints.getTrip, { params: { id: tripId }, signal });
      // Changes made offline and not yet sent stay on screen over what was read (decision 024).
      return hasQueuedForTrip(tripId) ? withQueuedChanges(detail, queueState().queued) : detail;
    },
  });

export function useTrips() {
  return useQuery(tripsQueryOptions);
}

/** `enabled` false once the page knows the reader lost the trip: it asks no more. */
export function useTripDetail(tripId: string, enabled = true) {
  return useQuery({ ...tripDetailQueryOptions(tripId), enabled });
}

/** Tip counts on the dashboard follow every change to a trip's tips. */
export function markTripListStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: tripKeys.list() });
}

export function useCreateTrip() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (body: CreateTripBody) => apiRequest(tripEndpoints.createTrip, { body }),
    onSuccess: () => {
      showSuccess(t('trips.created.title'), t('trips.created.description'));
      return markTripListStale(queryClient);
    },
    onError: (error) => showError(t('trips.createFailed'), errorText(t, error)),
  });
}

export function useDeleteTrip() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (tripId: string) => apiRequest(tripEndpoints.deleteTrip, { params: { id: tripId } }),
    onSuccess: (_data, tripId) => {
      queryClient.setQueryData<{ trips: TripSummary[] }>(tripKeys.list(), (data) =>
        data ? { trips: data.trips.filter((trip) => trip.id !== tripId) } : data,
      );
      queryClient.removeQueries({ queryKey: tripKeys.detail(tripId) });
      showSuccess(t('trips.deleted.title'), t('trips.deleted.description'));
      return markTripListStale(queryClient);
    },
    onError: (error) => showError(t('trips.deleteFailed'), errorText(t, error)),
  });
}

export function useUpdateTripDescription(tripId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (tipTypes: string) =>
      apiRequest(tripEndpoints.updateTrip, {
        params: { id: tripId },
        body: { recommendation_types: tipTypes },
      }),
    onSuccess: ({ trip }) => {
      updateCached<TripDetail>(queryClient, tripKeys.detail(tripId), (detail) => ({ ...detail, trip }));
      showSuccess(t('trips.descriptionSaved.title'), t('trips.descriptionSaved.description'));
      return markTripListStale(queryClient);
    },
    onError: (error) => showError(t('trips.descriptionFailed'), errorText(t, error)),
  });
}
