import { EventEmitter } from 'node:events';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';

/** Something about a trip changed; subscribers refetch what they show. */
export interface TripEvent {
  tripId: string;
  kind: 'recommendations' | 'trip';
}

export interface EventBus {
  /** Call after the write has committed. */
  publish(event: TripEvent): Promise<void>;
  subscribe(tripId: string, listener: (event: TripEvent) => void): () => void;
  /**
   * Every change to any trip, for caches. Hears this instance's writes at once (before publish
   * returns) and other instances' writes as they arrive.
   */
  onAnyChange(listener: (tripId: string) => void): void;
  /** Resolves once the bus hears events (PostgreSQL: the LISTEN connection is up). */
  ready: Promise<void>;
  close(): Promise<void>;
}

const CHANNEL = 'tiplist_trip_events';

function localFanOut() {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  const anyChange: ((tripId: string) => void)[] = [];
  return {
    emit: (event: TripEvent) => {
      for (const listener of anyChange) listener(event.tripId);
      emitter.emit(event.tripId, event);
    },
    changed: (tripId: string) => {
      for (const listener of anyChange) listener(tripId);
    },
    onAnyChange: (listener: (tripId: string) => void) => void anyChange.push(listener),
    subscribe: (tripId: string, listener: (event: TripEvent) => void) => {
      emitter.on(tripId, listener);
      return () => emitter.off(tripId, listener);
    },
  };
}

/** One process, one database file: events stay in memory. */
export function inProcessEventBus(): EventBus {
  const fanOut = localFanOut();
  return {
    publish: (event) => Promise.resolve(fanOut.emit(event)),
    subscribe: fanOut.subscribe,
    onAnyChange: fanOut.onAnyChange,
    ready: Promise.resolve(),
    close: () => Promise.resolve(),
  };
}

/**
 * PostgreSQL LISTEN/NOTIFY: every instance hears every write, its own included, so all
 * subscribers learn of a change the same way. The listening connection reconnects by itself.
 */
export function postgresEventBus(pool: pg.Pool, log: FastifyBaseLogger): EventBus {
  const fanOut = localFanOut();
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelay = 250;

  const connect = async (): Promise<void> => {
    const { connectionString, options } = pool.options;
    const client = new pg.Client({ connectionString, options });
    client.on('notification', (message) => {
      if (message.channel !== CHANNEL || !message.payload) return;
      try {
        fanOut.emit(JSON.parse(message.payload) as TripEvent);
      } catch (error) {
        log.warn({ err: error }, 'ignored a malformed trip event');
      }
    });
    client.on('error', (error) => {
      log.error({ err: error }, 'trip event listener lost its connection');
      reconnect(client);
    });
    await client.connect();
    await client.query(`listen ${CHANNEL}`);
    listener = client;
    retryDelay = 250;
  };

  const reconnect = (broken: pg.Client) => {
    if (closed || listener !== broken) return;
    listener = undefined;
    void broken.end().catch(() => undefined);
    const attempt = () => {
      if (closed) return;
      connect().catch((error: unknown) => {
        log.error({ err: error }, `trip event listener could not reconnect; retrying in ${retryDelay} ms`);
        retryDelay = Math.min(retryDelay * 2, 10_000);
        setTimeout(attempt, retryDelay).unref();
      });
    };
    attempt();
  };

  const ready = connect();

  return {
    async publish(event) {
      // Caches here must not wait for the round trip through PostgreSQL.
      fanOut.changed(event.tripId);
      await pool.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify(event)]);
    },
    subscribe: fanOut.subscribe,
    onAnyChange: fanOut.onAnyChange,
    ready,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      await listener?.end().catch(() => undefined);
    },
  };
}
