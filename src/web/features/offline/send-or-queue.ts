import { ApiError } from '../../lib/api-client';
import { queueChange, queuedFor } from './change-queue';
import type { QueuedChange } from './queue-rules';

export type SentOrQueued<T> = { sent: T } | { queued: QueuedChange };

/**
 * Sends a change of the trip page, or queues it to be sent when the server can be reached (decision 024):
 * while offline, when it could not reach the server, and while earlier changes still wait, so that
 * changes reach the server in the order they were made. Any other failure is the caller's to show.
 */
export async function sendOrQueue<T>(change: QueuedChange, send: () => Promise<T>): Promise<SentOrQueued<T>> {
  const queue = () => {
    queueChange(change);
    return { queued: change };
  };
  if (!navigator.onLine || queuedFor(change.userId).length > 0) return queue();
  try {
    return { sent: await send() };
  } catch (error) {
    if (error instanceof ApiError && error.status === 0) return queue();
    throw error;
  }
}
