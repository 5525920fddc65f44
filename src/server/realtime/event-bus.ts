import { localFanOut, type ChangeEvent, type SessionsEnded } from './fan-out.js';

export type { ChangeEvent, SessionsEnded } from './fan-out.js';

export interface EventBus {
  /** Call after the write has committed. */
  publish(event: ChangeEvent): Promise<void>;
  /** Changes to one trip or guidebook, by its id. */
  subscribe(id: string, listener: (event: ChangeEvent) => void): () => void;
  /**
   * Every change to any trip or guidebook, for caches. Hears this instance's writes at once (before
   * publish returns) and other instances' writes as they arrive.
   */
  onAnyChange(listener: (id: string) => void): void;
  /**
   * Sessions have ended (sign-out, password reset…): every instance forgets them and closes their
   * streams (with `userChanged`, it only forgets what it remembers of them). Resolves once every
   * instance has done so (on PostgreSQL: each has acknowledged).
   */
  endSessions(event: SessionsEnded): Promise<void>;
  onSessionsEnded(listener: (event: SessionsEnded) => void): () => void;
  /**
   * The bus may have missed messages (PostgreSQL: its listening connection was lost and is back):
   * caches drop everything and open pages refetch. Never called on one process.
   */
  onResync(listener: () => void): void;
  /** Resolves once the bus hears events (PostgreSQL: the LISTEN connection is up). */
  ready: Promise<void>;
  close(): Promise<void>;
}

/** One process, one database file: events stay in memory. */
export function inProcessEventBus(): EventBus {
  const fanOut = localFanOut();
  return {
    publish: (event) => Promise.resolve(fanOut.deliver({ type: 'change', event })),
    subscribe: fanOut.subscribe,
    onAnyChange: fanOut.onAnyChange,
    endSessions: (event) => Promise.resolve(fanOut.deliver({ type: 'sessions', event })),
    onSessionsEnded: fanOut.onSessionsEnded,
    onResync: fanOut.onResync,
    ready: Promise.resolve(),
    close: () => Promise.resolve(),
  };
}
