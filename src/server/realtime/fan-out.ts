import { EventEmitter } from 'node:events';

/** Something about a trip changed; subscribers refetch what they show. */
export interface TripEvent {
  tripId: string;
  kind: 'recommendations' | 'trip';
}

/** Sessions that no longer exist: one (sign-out) or all of a user's (password reset). */
export interface SessionsEnded {
  userId: string;
  sessionId?: string;
}

export type BusMessage = { type: 'trip'; event: TripEvent } | { type: 'sessions'; event: SessionsEnded };

/** Hands a message to this process's listeners. */
export function localFanOut() {
  const trips = new EventEmitter();
  trips.setMaxListeners(0);
  const anyChange: ((tripId: string) => void)[] = [];
  const sessionListeners = new Set<(event: SessionsEnded) => void>();

  const changed = (tripId: string) => {
    for (const listener of anyChange) listener(tripId);
  };

  return {
    deliver: (message: BusMessage): void => {
      if (message.type === 'trip') {
        changed(message.event.tripId);
        trips.emit(message.event.tripId, message.event);
        return;
      }
      for (const listener of sessionListeners) listener(message.event);
    },
    changed,
    onAnyChange: (listener: (tripId: string) => void) => void anyChange.push(listener),
    subscribe: (tripId: string, listener: (event: TripEvent) => void): (() => void) => {
      trips.on(tripId, listener);
      return () => trips.off(tripId, listener);
    },
    onSessionsEnded: (listener: (event: SessionsEnded) => void): (() => void) => {
      sessionListeners.add(listener);
      return () => sessionListeners.delete(listener);
    },
  };
}
