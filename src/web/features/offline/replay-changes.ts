import type { QueryClient } from '@tanstack/react-query';
import { tipEndpoints } from '../../../shared/contracts/endpoints/tips.js';
import { ApiError, apiRequest } from '../../lib/api-client';
import { sessionQueryKey } from '../../lib/session-query-key';
import { queueState, updateQueue } from './change-queue';
import { outcomeOf, type QueuedChange, type RefusedChange } from './queue-rules';

/**
 * Reads again what showed the queued changes, once some reached the server: its answer wins. Given by
 * the caller, because the pages that lay queued changes over their reads build on this feature.
 */
export type ReadAgain = (queryClient: QueryClient) => Promise<unknown>;

/** Each change as an absolute value or with its own ids: sent twice, it still applies once (decision 024). */
function send(change: QueuedChange): Promise<unknown> {
  const params = { id: change.tripId };
  if (change.kind === 'add')
    return apiRequest(tipEndpoints.addTips, { params, body: { entries: change.entries } });
  return apiRequest(tipEndpoints.updateTips, { params, body: { ids: change.tipIds, ...change.flags } });
}

/** Sends the user's queued changes in the order they were made, until one has to wait; true if any was sent. */
async function sendInOrder(queryClient: QueryClient, userId: string): Promise<boolean> {
  let sent = false;
  for (;;) {
    const next = queueState().queued.find((change) => change.userId === userId);
    if (!next) return sent;
    let status: number | null = null;
    let reason: Omit<RefusedChange, 'change'> = { message: '' };
    try {
      await send(next);
    } catch (error) {
      status = error instanceof ApiError ? error.status : 0;
      // Only the server refuses a change; the notice tells its reason in the page's language (offline-bar.tsx).
      if (error instanceof ApiError) reason = { status, code: error.code, message: error.message };
    }
    // The session may have ended elsewhere: asked again, a session gone forgets the queue (decision 024).
    if (status === 401) void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    const outcome = outcomeOf(status);
    if (outcome === 'wait') return sent;
    sent = true;
    updateQueue((current) => {
      const queued = current.queued.filter((change) => change.id !== next.id);
      const refused =
        outcome === 'refused' ? [...current.refused, { change: next, ...reason }] : current.refused;
      return { queued, refused, syncedAt: queued.length === 0 ? Date.now() : null };
    });
  }
}

let running: Promise<void> | null = null;
let askedAgain = false;

function takeAskedAgain(): boolean {
  const asked = askedAgain;
  askedAgain = false;
  return asked;
}

async function replay(queryClient: QueryClient, userId: string, readAgain: ReadAgain): Promise<void> {
  do {
    const work = () => sendInOrder(queryClient, userId);
    // Two tabs do not send the same change at once where the browser can say so; where it cannot, a
    // change sent twice still applies once.
    const sent = await ('locks' in navigator
      ? navigator.locks.request('tiplist-offline-changes', work)
      : work());
    // The server's answer wins: what showed the changes is read again, and shows what it now holds.
    if (sent) await readAgain(queryClient);
  } while (takeAskedAgain());
}

/** Sends what waits; asked again while it runs, it runs once more after. */
export function replayChanges(queryClient: QueryClient, userId: string, readAgain: ReadAgain): Promise<void> {
  if (running) {
    askedAgain = true;
    return running;
  }
  running = replay(queryClient, userId, readAgain).finally(() => {
    running = null;
  });
  return running;
}
