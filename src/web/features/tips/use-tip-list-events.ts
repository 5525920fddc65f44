import { useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../shared/contracts/contract.js';
import { showLiveUpdatesOff } from '../../components/ui/toast';
import { useServerEvents } from '../../lib/use-server-events';
import type { ListDetail, ListTip, TipListKind } from './tip-list-kind';

/**
 * Follows changes to the list made anywhere (another tab, another device, a friend, another app instance)
 * and reloads it, and the overview's counts, when one arrives. "ready" starts every (re)connection, so a
 * page that was offline catches up at once.
 */
export function useTipListEvents<T extends ListTip, D extends ListDetail<T>, F, C>(
  kind: TipListKind<T, D, F, C>,
  listId: string,
): void {
  const queryClient = useQueryClient();
  useServerEvents(
    fillPath(kind.events.endpoint.path, { id: listId }),
    kind.events.kinds,
    () => {
      void queryClient.invalidateQueries({ queryKey: kind.keys.list() });
      void queryClient.invalidateQueries({ queryKey: kind.keys.detail(listId) });
    },
    showLiveUpdatesOff,
  );
}
