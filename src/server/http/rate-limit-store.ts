import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { errorCodes } from '../../shared/contracts/errors.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { createHitCounter, type HitCount } from './hit-counter.js';

type IncrCallback = Parameters<FastifyRateLimitStore['incr']>[1];

/**
 * Counters kept in the database, so every app instance behind a load balancer shares them.
 * One upsert per hit: a window that has run out starts again at 1.
 */
export function databaseRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  class DatabaseStore implements FastifyRateLimitStore {
    constructor(private readonly prefix = '') {}

    incr(key: string, callback: IncrCallback, timeWindow: number): void {
      hit(`${this.prefix}${key}`, timeWindow).then(
        (result) => callback(null, result),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /** Each limited route counts on its own. */
    child(params: object): FastifyRateLimitStore {
      // The plugin passes its merged route parameters here (typed as route options): the route is in routeInfo.
      const route = (params as { routeInfo?: { url?: string; method?: string | string[] } }).routeInfo;
      return new DatabaseStore(`${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}|`);
    }
  }

  const hit = (key: string, timeWindow: number) => countHit(db, key, timeWindow);
  // Fastify's plugin instantiates the store with its options; ours needs none.
  return DatabaseStore as unknown as FastifyRateLimitStoreCtor;
}

const counters = new WeakMap<Db, ReturnType<typeof createHitCounter>>();

/** Counts one attempt under `key`; a window that has run out starts again at 1. */
export async function countHit(db: Db, key: string, timeWindow: number): Promise<HitCount> {
  let counter = counters.get(db);
  if (!counter) counters.set(db, (counter = createHitCounter(db)));
  return counter(key, timeWindow);
}

/** How often counters whose window has run out are deleted (one that is hit again starts at 1 anyway). */
export const RATE_LIMIT_SWEEP_MS = 60_000;

/** Deletes the counters whose window has run out. */
export async function deleteRunOutCounters(db: Db): Promise<void> {
  const now = Date.now();
  await db.write((trx) => trx.deleteFrom('rate_limits').where('reset_at', '<=', now).execute());
}

/**
 * Deletes run-out counters every `everyMs`, on a timer that never keeps the process alive; `stop` ends
 * it and waits for a deletion under way, so the database can close after it.
 */
export function sweepRateLimits(
  db: Db,
  log: { warn(object: object, message: string): void },
  everyMs = RATE_LIMIT_SWEEP_MS,
): { stop(): Promise<void> } {
  let sweeping: Promise<void> = Promise.resolve();
  const timer = setInterval(() => {
    sweeping = deleteRunOutCounters(db).catch((error: unknown) => {
      log.warn(
        { err: error },
        'Run-out rate-limit counters could not be deleted; they are tried again later.',
      );
    });
  }, everyMs);
  timer.unref();
  return {
    stop() {
      clearInterval(timer);
      return sweeping;
    },
  };
}

/** Counts one attempt under `key` and refuses it with a 429 and `message` once over `limit`. */
export async function limitAttempts(
  db: Db,
  key: string,
  limit: { max: number; windowMs: number },
  message: string,
): Promise<void> {
  const { current } = await countHit(db, key, limit.windowMs);
  if (current > limit.max) throw new AppError(errorCodes.rateLimited, 429, message);
}
