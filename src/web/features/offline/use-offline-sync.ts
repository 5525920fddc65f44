import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useQueueState } from './change-queue';
import { retryPauseMs } from './queue-rules';
import type { ReadAgain } from './replay-changes';
import { useOnline } from './use-online';

/**
 * Sends the owner's queued changes once the browser is online: when the app starts, when the connection
 * comes back, when a change is queued while online (earlier ones still waiting), and again while they
 * wait: after 2, 5 and 10 seconds, then every half minute (`retryPauseMs`). The sending code is fetched
 * only when there is something to send.
 */
export function useOfflineSync(userId: string, readAgain: ReadAgain): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const waiting = useQueueState().queued.filter((change) => change.userId === userId).length;

  useEffect(() => {
    if (!online || waiting === 0) return;
    let stopped = false;
    let timer: number | undefined;
    let attempts = 0;
    const replay = () => {
      attempts += 1;
      void import('./replay-changes')
        .then(({ replayChanges }) => replayChanges(queryClient, userId, readAgain))
        // A try that could not even load the sending code is a failed try like any other.
        .catch(() => undefined)
        .finally(() => {
          if (!stopped) timer = window.setTimeout(replay, retryPauseMs(attempts));
        });
    };
    replay();
    return () => {
      stopped = true;
      window.clearTimeout(timer);
    };
  }, [online, waiting, queryClient, userId, readAgain]);
}
