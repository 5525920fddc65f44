import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useSyncExternalStore } from 'react';
import type { ListAccess } from '../../../shared/contracts/companions.js';
import { ApiError } from '../../lib/api-client';
import { LIST_KINDS, type ListKind } from './list-kinds';

/**
 * The lists a companion lost while they were open here (decision 069): the owner removed them, or the list
 * went. Held for the page's life, so a page that said so stops asking; joining again clears it.
 */
const ended = new Set<string>();
/** Lists this browser is leaving: their end is the leaver's own doing, and the page goes on without a word. */
const leaving = new Set<string>();
const listeners = new Set<() => void>();

const keyOf = (kind: ListKind, listId: string) => `${kind}:${listId}`;

function changed(): void {
  for (const listener of listeners) listener();
}

export function markAccessEnded(kind: ListKind, listId: string): void {
  const key = keyOf(kind, listId);
  if (ended.has(key) || leaving.has(key)) return;
  ended.add(key);
  changed();
}

/** The companion is leaving the list (true), or stays after all (false: leaving failed). */
export function markLeaving(kind: ListKind, listId: string, on: boolean): void {
  if (on) leaving.add(keyOf(kind, listId));
  else leaving.delete(keyOf(kind, listId));
}

/** The companion joined the list (again): it opens as any list of theirs. */
export function clearAccessEnded(kind: ListKind, listId: string): void {
  const key = keyOf(kind, listId);
  leaving.delete(key);
  if (ended.delete(key)) changed();
}

export const isAccessEnded = (kind: ListKind, listId: string) => ended.has(keyOf(kind, listId));
const isLeaving = (kind: ListKind, listId: string) => leaving.has(keyOf(kind, listId));

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the companion's access to this list ended while the app ran. */
export function useAccessEnded(kind: ListKind, listId: string): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isAccessEnded(kind, listId),
    () => false,
  );
}

/**
 * Whether a read's failure means the reader lost a list the page was showing them: it had been shared
 * with them, and the server now answers that it does not exist (as it answers a stranger). An owner's
 * list that went answers the same, and is told as gone, not as access ended.
 */
export function accessLost(shown: { access?: ListAccess | null } | undefined, error: unknown): boolean {
  if (!shown?.access || shown.access.role === 'owner') return false;
  return error instanceof ApiError && error.status === 404;
}

/**
 * A list page's part of it: whether the access ended, known before (`endedBefore`, when the page's read
 * stopped) or from the read's answer now. Once ended it is remembered, and the overview the list was on is
 * read again, without it.
 */
export function useListAccessEnded(
  kind: ListKind,
  listId: string,
  endedBefore: boolean,
  read: { data?: { access?: ListAccess | null }; error: unknown },
): boolean {
  const queryClient = useQueryClient();
  const lost = endedBefore || (!isLeaving(kind, listId) && accessLost(read.data, read.error));
  useEffect(() => {
    if (!lost) return;
    markAccessEnded(kind, listId);
    void queryClient.invalidateQueries({ queryKey: LIST_KINDS[kind].overviewKey() });
  }, [lost, kind, listId, queryClient]);
  return lost;
}
