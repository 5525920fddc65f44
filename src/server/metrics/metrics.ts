import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { metricsListener } from './metrics-listener.js';
import { timeRequests } from './request-durations.js';

/** How often an instance pings itself through PostgreSQL's bus. */
export const BUS_PING_EVERY_MS = 10_000;

/** A local round trip takes about a millisecond; a second or more means PostgreSQL or the listener is stuck. */
const ROUND_TRIP_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5];

/**
 * The seams the rest of the server is measured through, each shaped as the part measured asks for it
 * (`ReadCaches`' lookups, the PostgreSQL bus's round trips, the streams' and the pool's counts), so this
 * folder imports no other part of the server and they import nothing of it.
 */
export interface Metrics {
  /** Counts one cached read's hits and misses; `read` names it by method and path. */
  readCacheLookups: (read: string) => { hit(): void; miss(): void };
  /** The bus's round trips through PostgreSQL (asked for on PostgreSQL only: SQLite's bus is in memory). */
  busRoundTrips(): { everyMs: number; observe(seconds: number): void; lost(): void };
  /**
   * What is read when scraped: the open live pages, the PostgreSQL pool when there is one, and the owners'
   * notifications not yet told (batches to compose and deliveries to send, counted in the database).
   */
  watch(sources: {
    livePages: { readonly size: number };
    pool: pg.Pool | undefined;
    notificationsQueued: { queued(): Promise<number> };
  }): void;
}

/**
 * The process's own metrics (CPU, memory, event-loop delay, garbage collections), collected once per
 * process: their collectors cannot be stopped, so every app built in one process shares them.
 */
let processMetrics: Registry | undefined;

function processRegistry(): Registry {
  if (!processMetrics) {
    processMetrics = new Registry();
    collectDefaultMetrics({ register: processMetrics });
  }
  return processMetrics;
}

/**
 * Turns metrics on for `app`: its requests are timed from here on (call it before any route), and the
 * second listener opens on `host:port` when the app is ready (a port taken fails the start) and closes
 * with the app.
 */
export function createMetrics(app: FastifyInstance, where: { host: string; port: number }): Metrics {
  const own = new Registry();
  timeRequests(app, own);
  const counter = (name: string, help: string) =>
    new Counter({ name, help, labelNames: ['read'] as const, registers: [own] });
  const hits = counter('tiplist_read_cache_hits_total', 'Cached reads answered from memory, by read.');
  const misses = counter(
    'tiplist_read_cache_misses_total',
    'Cached reads answered from the database, by read.',
  );
  const gauge = (name: string, help: string, read: () => number | Promise<number>) =>
    new Gauge({
      name,
      help,
      registers: [own],
      async collect() {
        this.set(await read());
      },
    });

  const listener = metricsListener({
    contentType: own.contentType,
    // Each registry's text ends with a line break: one follows the other as one exposition.
    metrics: async () => (await Promise.all([processRegistry().metrics(), own.metrics()])).join(''),
  });
  app.addHook('onReady', async () => {
    const { address, port } = await listener.listen(where.host, where.port);
    app.log.info(
      `metrics are served at http://${address.includes(':') ? `[${address}]` : address}:${port}/metrics`,
    );
  });
  app.addHook('onClose', () => listener.close());

  return {
    readCacheLookups: (read) => {
      // Both series exist from the start at 0, so a rate over them is defined before the first miss.
      hits.inc({ read }, 0);
      misses.inc({ read }, 0);
      return { hit: () => hits.inc({ read }), miss: () => misses.inc({ read }) };
    },
    busRoundTrips() {
      const roundTrips = new Histogram({
        name: 'tiplist_event_bus_round_trip_seconds',
        help: "Time from a NOTIFY asked of the pool to the instance's own LISTEN hearing it, on PostgreSQL.",
        buckets: ROUND_TRIP_BUCKETS,
        registers: [own],
      });
      const lost = new Counter({
        name: 'tiplist_event_bus_pings_lost_total',
        help: 'Pings through PostgreSQL not heard back before the next one was due.',
        registers: [own],
      });
      return {
        everyMs: BUS_PING_EVERY_MS,
        observe: (seconds) => roundTrips.observe(seconds),
        lost: () => lost.inc(),
      };
    },
    watch({ livePages, pool, notificationsQueued }) {
      gauge(
        'tiplist_live_pages',
        'Pages open with live updates (event streams) on this instance.',
        () => livePages.size,
      );
      // Registered after the pool's gauges, so a scrape reads the pool before its own query takes a
      // connection (prom-client calls each collect in the order registered, then awaits them together).
      const queued = () =>
        gauge(
          'tiplist_notifications_queued',
          "Notifications not yet told: owners' batches of new tips not yet composed, their deliveries and friends' follow mails not yet sent (nor given up), from the database every instance shares.",
          () => notificationsQueued.queued(),
        );
      // SQLite has one connection and no pool: nothing to wait for, nothing to report.
      if (!pool) {
        queued();
        return;
      }
      gauge(
        'tiplist_db_pool_connections',
        'Connections of the PostgreSQL pool, idle or in use.',
        () => pool.totalCount,
      );
      gauge(
        'tiplist_db_pool_idle_connections',
        'Connections of the PostgreSQL pool not in use.',
        () => pool.idleCount,
      );
      gauge(
        'tiplist_db_pool_waiting_clients',
        'Queries waiting for a connection of the PostgreSQL pool.',
        () => pool.waitingCount,
      );
      gauge(
        'tiplist_db_pool_max_connections',
        'The most connections the PostgreSQL pool opens.',
        () => pool.options.max,
      );
      queued();
    },
  };
}
