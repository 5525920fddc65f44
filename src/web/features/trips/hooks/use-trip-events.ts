import { useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../../shared/contracts/contract.js';
import { tripEndpoints } from '../../../../shared/contracts/endpoints/trips.js';
import { showLiveUpdatesOff } from '../../../components/ui/toast';
import { useServerEvents } from '../../../lib/use-server-events';
import { markTripListStale, tripKeys } from '../api';

const EVENT_KINDS = ['ready', 'recommendations', 'trip'] as const;

/**
 * Follows changes to the trip from anywhere (another tab, a friend, another app instance) and reloads the
 * trip when one arrives. "ready" starts every (re)connection, so a page that was offline catches up at once.
 */
export function useTripEvents(tripId: string): void {
  const queryClient = useQueryClient();
  useServerEvents(
    fillPath(tripEndpoints.tripEvents.path, { id: tripId }),
    EVENT_KINDS,
    () => {
      void markTripListStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
    showLiveUpdatesOff,
  );
}
