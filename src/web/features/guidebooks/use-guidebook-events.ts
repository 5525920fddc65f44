import { useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../shared/contracts/contract.js';
import { guidebookEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { showLiveUpdatesOff } from '../../components/ui/toast';
import { useServerEvents } from '../../lib/use-server-events';
import { guidebookKeys, markGuidebookListStale } from './api';

const EVENT_KINDS = ['ready', 'recommendations', 'guidebook'] as const;

/**
 * Follows changes to the guidebook made anywhere (another tab, another device) and reloads it when one
 * arrives. "ready" starts every (re)connection, so a page that was offline catches up at once.
 */
export function useGuidebookEvents(guidebookId: string): void {
  const queryClient = useQueryClient();
  useServerEvents(
    fillPath(guidebookEndpoints.guidebookEvents.path, { id: guidebookId }),
    EVENT_KINDS,
    () => {
      void markGuidebookListStale(queryClient);
      void queryClient.invalidateQueries({ queryKey: guidebookKeys.detail(guidebookId) });
    },
    showLiveUpdatesOff,
  );
}
