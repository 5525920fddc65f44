import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useQueueState } from './change-queue';
import type { ReadAgain } from './replay-changes';
import { useOnline } from './use-online';

/** While changes wait and the server could not take them, they are offered again this often. */
const RETRY_MS = 30_000;

/**
 * Sends the owner's queued changes once the browser is online: when the app starts, when the connection
 * comes back, when a change is queued while online (earlier ones still waiting), and every half minute
 * while the server cannot be reached. The sending code is fetched only when there is something to send.
 */
export function useOfflineSync(userId: string, readAgain: ReadAgain): void {
  const queryClient = useQueryClient();
  const online = useOnline();
  const waiting = useQueueState().queued.filter((change) => change.userId === userId).length;

  useEffect(() => {
    if (!online || waiting === 0) return;
    const replay = () =>
      void import('./replay-changes').then(({ replayChanges }) =>
        replayChanges(queryClient, userId, readAgain),
      );
    replay();
    const timer = window.setInterval(replay, RETRY_MS);
    return () => window.clearInterval(timer);
  }, [online, waiting, queryClient, userId, readAgain]);
}
