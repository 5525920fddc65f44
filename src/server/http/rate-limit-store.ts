import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'kysely';
import { errorCodes } from '../../shared/contracts/errors.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';

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

/** Counts one attempt under `key`; a window that has run out starts again at 1. */
export async function countHit(
  db: Db,
  key: string,
  timeWindow: number,
): Promise<{ current: number; ttl: number }> {
  const now = Date.now();
  const row = await db.write((trx) =>
    trx
      .insertInto('rate_limits')
      .values({ key, hits: 1, reset_at: now + timeWindow })
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          hits: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.hits + 1 end`,
          reset_at: sql`case when rate_limits.reset_at <= ${now} then excluded.reset_at else rate_limits.reset_at end`,
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow(),
  );
  if (Math.random() < 0.01) {
    await db.write((trx) => trx.deleteFrom('rate_limits').where('reset_at', '<=', now).execute());
  }
  return { current: row.hits, ttl: Math.max(0, Number(row.reset_at) - now) };
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
