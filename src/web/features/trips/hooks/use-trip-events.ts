import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fillPath } from '../../../../shared/contracts/contract.js';
import { tripEndpoints } from '../../../../shared/contracts/endpoints/trips.js';
import { markTripListStale, tripKeys } from '../api';

const EVENT_KINDS = ['ready', 'recommendations', 'trip'] as const;

/**
 * Follows changes to the trip from anywhere (another tab, a friend, another app instance) over Server-Sent
 * Events and reloads the trip when one arrives. "ready" starts every (re)connection, so a page that was
 * offline catches up at once; EventSource reconnects by itself. The stream closes when the page goes.
 */
export function useTripEvents(tripId: string): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    const source = new EventSource(fillPath(tripEndpoints.tripEvents.path, { id: tripId }));
    const refetch = () => {
      void markTripListStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    };
    for (const kind of EVENT_KINDS) source.addEventListener(kind, refetch);
    return () => source.close();
  }, [queryClient, tripId]);
}
