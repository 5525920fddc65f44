import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import pg from 'pg';
import { busPings, type BusRoundTrips } from './bus-pings.js';
import type { EventBus } from './event-bus.js';
import { localFanOut, type BusMessage } from './fan-out.js';

const ACK_TIMEOUT_MS = 2_000;
const RETRY_FIRST_MS = 250;
/** Short: until the listener is back, pages here miss other instances' changes. */
const RETRY_MAX_MS = 2_000;

type Envelope =
  (BusMessage & { from?: string; nonce?: string }) | { type: 'ack'; nonce: string; from: string };

/**
 * PostgreSQL LISTEN/NOTIFY: every instance hears every message, its own included, on a channel of
 * its database schema. Change events are fire-and-forget (caches here drop the page before publish
 * returns). Ended sessions must be forgotten everywhere before sign-out answers, so each listening
 * instance acknowledges them and the sender waits for as many acknowledgements as there are
 * listeners (counted by their connections' application_name). The listening connection reconnects
 * by itself (PostgreSQL restarting, say); what was said meanwhile is lost, so once it is back every
 * cache here is dropped and every open page told to refetch. Given `roundTrips`, the instance also pings
 * itself through PostgreSQL, on a channel of its own, and says how long each ping took to come back.
 */
export function postgresEventBus(
  pool: pg.Pool,
  log: FastifyBaseLogger,
  roundTrips?: BusRoundTrips,
): EventBus {
  const fanOut = localFanOut();
  const pings = roundTrips ? busPings(pool, roundTrips) : undefined;
  const instance = randomUUID();
  const pending = new Map<string, { acked: Set<string>; expected: number; done: () => void }>();
  let channel = 'tiplist_events';
  let listener: pg.Client | undefined;
  let closed = false;
  let retryDelay = RETRY_FIRST_MS;

  const notify = (message: Envelope) =>
    pool.query('select pg_notify($1, $2)', [channel, JSON.stringify(message)]);

  const onNotification = (payload: string) => {
    let message: Envelope;
    try {
      message = JSON.parse(payload) as Envelope;
    } catch (error) {
      log.warn({ err: error }, 'ignored a malformed event');
      return;
    }
    if (message.type === 'ack') {
      const waiting = pending.get(message.nonce);
      waiting?.acked.add(message.from);
      if (waiting && waiting.acked.size >= waiting.expected) waiting.done();
      return;
    }
    fanOut.deliver(message);
    if (message.type === 'sessions' && message.nonce) {
      notify({ type: 'ack', nonce: message.nonce, from: instance }).catch((error: unknown) =>
        log.error({ err: error }, 'could not acknowledge ended sessions'),
      );
    }
  };

  const connect = async (): Promise<void> => {
    const { connectionString, options } = pool.options;
    const client = new pg.Client({ connectionString, options, application_name: channel });
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload) onNotification(message.payload);
      else if (message.channel === pings?.channel && message.payload) pings.heard(message.payload);
    });
    client.on('error', (error) => {
      log.error({ err: error }, 'event listener lost its connection');
      reconnect(client);
    });
    client.on('end', () => reconnect(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
      if (pings) await client.query(`listen ${pings.channel}`);
    } catch (error) {
      await client.end().catch(() => undefined);
      throw error;
    }
    listener = client;
    retryDelay = RETRY_FIRST_MS;
  };

  const reconnect = (broken: pg.Client) => {
    if (closed || listener !== broken) return;
    listener = undefined;
    void broken.end().catch(() => undefined);
    const attempt = () => {
      if (closed) return;
      connect().then(
        () => {
          log.info('event listener reconnected');
          fanOut.resync();
        },
        (error: unknown) => {
          log.error({ err: error }, `event listener could not reconnect; retrying in ${retryDelay} ms`);
          setTimeout(attempt, retryDelay).unref();
          retryDelay = Math.min(retryDelay * 2, RETRY_MAX_MS);
        },
      );
    };
    attempt();
  };

  const listeners = async (): Promise<number> => {
    const { rows } = await pool.query<{ count: number }>(
      'select count(*)::int as count from pg_stat_activity where application_name = $1 and datname = current_database()',
      [channel],
    );
    return rows[0]?.count ?? 1;
  };

  const ready = (async () => {
    // Each schema is its own installation: its instances talk on a channel of their own.
    const { rows } = await pool.query<{ schema: string }>('select current_schema() as schema');
    const schema = (rows[0]?.schema ?? 'public').toLowerCase().replace(/[^a-z0-9_]/g, '_');
    if (schema !== 'public') channel = `tiplist_events_${schema}`.slice(0, 63);
    await connect();
    pings?.start();
  })();

  return {
    async publish(event) {
      // Caches here must not wait for the round trip through PostgreSQL.
      fanOut.changed(event.id);
      await notify({ type: 'change', event });
    },
    subscribe: fanOut.subscribe,
    onAnyChange: fanOut.onAnyChange,
    async endSessions(event) {
      fanOut.deliver({ type: 'sessions', event });
      const nonce = randomUUID();
      const expected = await listeners();
      const acknowledged = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          log.warn(
            { expected, acked: pending.get(nonce)?.acked.size },
            'not every instance acknowledged ended sessions',
          );
          resolve();
        }, ACK_TIMEOUT_MS);
        pending.set(nonce, { acked: new Set(), expected, done: () => (clearTimeout(timer), resolve()) });
      });
      try {
        await notify({ type: 'sessions', event, from: instance, nonce });
        await acknowledged;
      } finally {
        pending.delete(nonce);
      }
    },
    onSessionsEnded: fanOut.onSessionsEnded,
    onResync: fanOut.onResync,
    ready,
    async close() {
      closed = true;
      await ready.catch(() => undefined);
      pings?.stop();
      await listener?.end().catch(() => undefined);
    },
  };
}
