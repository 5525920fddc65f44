import { useQueryClient } from '@tanstack/react-query';
import { fillPath } from '../../../shared/contracts/contract.js';
import { showError } from '../../components/ui/toast';
import { useT } from '../../lib/i18n';
import { useServerEvents } from '../../lib/use-server-events';
import type { ListDetail, ListTip, TipListKind } from './tip-list-kind';

/** Sent to a companion whose access to the list ended (removed, or the list gone); their stream ends with it. */
export const ACCESS_ENDED_EVENT = 'access-ended';

/**
 * Follows changes to the list made anywhere (another tab, another device, a friend, another app instance)
 * and reloads it, and the overview's counts, when one arrives. "ready" starts every (re)connection, so a
 * page that was offline catches up at once. A companion who loses the list is told by `onAccessEnded`.
 */
export function useTipListEvents<T extends ListTip, D extends ListDetail<T>, F, C>(
  kind: TipListKind<T, D, F, C>,
  listId: string,
  onAccessEnded?: () => void,
): void {
  const queryClient = useQueryClient();
  const t = useT();
  useServerEvents(
    fillPath(kind.events.endpoint.path, { id: listId }),
    [...kind.events.kinds, ACCESS_ENDED_EVENT],
    (event) => {
      if (event === ACCESS_ENDED_EVENT) {
        onAccessEnded?.();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: kind.keys.list() });
      void queryClient.invalidateQueries({ queryKey: kind.keys.detail(listId) });
    },
    // The server refused the page its live updates (too many open): its reason, as an error toast.
    (reason) => showError(t('tips.live.off'), reason),
  );
}
