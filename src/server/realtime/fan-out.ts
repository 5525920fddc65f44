import { EventEmitter } from 'node:events';

/**
 * Something about a trip or a guidebook changed; subscribers refetch what they show. Both are keyed
 * by their id alone: ids are random UUIDs, so a trip's and a guidebook's never meet. `user`: what is
 * shown of a user (by their id) changed: a new trip, their names or picture; a change to an existing
 * trip is told by the trip's own id. `follow-link`: a friend's follow link (by its id) was deleted; its
 * open pages' streams end. `access-ended`: the companion `userId` no longer holds the list `id` (removed,
 * or left); their open pages of it are told so and their streams end (decision 069).
 */
export interface ChangeEvent {
  id: string;
  kind: 'recommendations' | 'trip' | 'guidebook' | 'user' | 'follow-link' | 'access-ended';
  userId?: string;
}

/** Sessions that no longer exist: one (sign-out) or all of a user's (password reset). */
export interface SessionsEnded {
  userId: string;
  sessionId?: string;
  /**
   * None ended: the user's details (names) changed. Instances drop what they remember of the user's
   * sessions, so the next request reads the new details, and leave the sessions' streams open.
   */
  userChanged?: true;
}

export type BusMessage = { type: 'change'; event: ChangeEvent } | { type: 'sessions'; event: SessionsEnded };

/** Hands a message to this process's listeners. */
export function localFanOut() {
  const subjects = new EventEmitter();
  subjects.setMaxListeners(0);
  const anyChange: ((id: string) => void)[] = [];
  const sessionListeners = new Set<(event: SessionsEnded) => void>();
  const resyncListeners: (() => void)[] = [];

  const changed = (id: string) => {
    for (const listener of anyChange) listener(id);
  };

  return {
    deliver: (message: BusMessage): void => {
      if (message.type === 'change') {
        changed(message.event.id);
        subjects.emit(message.event.id, message.event);
        return;
      }
      for (const listener of sessionListeners) listener(message.event);
    },
    changed,
    /** Messages may have been missed: everything remembered is dropped, every open page refetches. */
    resync: (): void => {
      for (const listener of resyncListeners) listener();
    },
    onResync: (listener: () => void) => void resyncListeners.push(listener),
    onAnyChange: (listener: (id: string) => void) => void anyChange.push(listener),
    subscribe: (id: string, listener: (event: ChangeEvent) => void): (() => void) => {
      subjects.on(id, listener);
      return () => subjects.off(id, listener);
    },
    onSessionsEnded: (listener: (event: SessionsEnded) => void): (() => void) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
  };
}
