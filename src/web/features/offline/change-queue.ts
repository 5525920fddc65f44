import { useSyncExternalStore } from 'react';
import { isRecord, readJson, removeItem, storageArea, writeJson } from '../../lib/browser-storage';
import { withChange, type QueuedChange, type RefusedChange } from './queue-rules';

/**
 * The owner's changes that wait to reach the server, and those it refused, in localStorage so that a
 * reload, a closed tab or a restarted phone keeps them (decision 024). Every tab sees the same queue.
 */
const STORAGE_KEY = 'tiplist:offline-changes';

export interface QueueState {
  queued: QueuedChange[];
  refused: RefusedChange[];
  /** When the last replay emptied the queue (ms since the epoch), for a moment's "Synced". */
  syncedAt: number | null;
}

const SYNCED_NEWS_MS = 5_000;
const EMPTY: QueueState = { queued: [], refused: [], syncedAt: null };
const listeners = new Set<() => void>();
let state: QueueState | null = null;

function read(): QueueState {
  const stored = readJson(storageArea('localStorage'), STORAGE_KEY);
  if (!isRecord(stored) || !Array.isArray(stored.queued) || !Array.isArray(stored.refused)) return EMPTY;
  return {
    queued: stored.queued as QueuedChange[],
    refused: stored.refused as RefusedChange[],
    // "Synced" is news for a moment, not on the next visit.
    syncedAt:
      typeof stored.syncedAt === 'number' && Date.now() - stored.syncedAt < SYNCED_NEWS_MS
        ? stored.syncedAt
        : null,
  };
}

export function queueState(): QueueState {
  state ??= read();
  return state;
}

export function updateQueue(update: (current: QueueState) => QueueState): void {
  state = update(queueState());
  writeJson(storageArea('localStorage'), STORAGE_KEY, state);
  for (const listener of listeners) listener();
}

/**
 * Forgets every change waiting or refused, of every account: on sign-out, and once the server says no one
 * is signed in here any more. Nothing of a tip's words stays in the browser after the account has left.
 */
export function forgetQueue(): void {
  state = EMPTY;
  removeItem(storageArea('localStorage'), STORAGE_KEY);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab changed the queue: read it afresh.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    state = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useQueueState(): QueueState {
  return useSyncExternalStore(subscribe, queueState, () => EMPTY);
}

export function queueChange(change: QueuedChange): void {
  updateQueue((current) => ({ ...current, queued: withChange(current.queued, change), syncedAt: null }));
}

/** The user's queued changes; another account's wait for it to sign in here again. */
export const queuedFor = (userId: string) => queueState().queued.filter((change) => change.userId === userId);

export function hasQueuedForTrip(tripId: string): boolean {
  return queueState().queued.some((change) => change.tripId === tripId);
}
