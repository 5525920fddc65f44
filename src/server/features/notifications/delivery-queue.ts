import { sql } from 'kysely';
import type { Db } from '../../db/database.js';
import type { NotificationChannel } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';

/** How long a claimed delivery is this instance's to send; one not marked by then is taken again. */
export const LEASE_MS = 5 * 60_000;
/** The first retry's wait, doubled on each failure up to RETRY_MAX_MS. */
export const RETRY_FIRST_MS = 30_000;
export const RETRY_MAX_MS = 60 * 60_000;
/** A delivery still failing this long after it was first tried is given up. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60_000;
/** Batches told (or given up) this long ago are deleted with their deliveries. */
export const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;

export interface ClaimedDelivery {
  id: string;
  batchId: string;
  userId: string;
  channel: NotificationChannel;
  messageId: string;
  attempts: number;
  createdAt: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/** The wait after the `attempts`-th failure: 30 s, 1 min, 2 min… at most an hour. */
export const retryDelayMs = (attempts: number) =>
  Math.min(RETRY_MAX_MS, RETRY_FIRST_MS * 2 ** Math.max(0, Math.min(attempts - 1, 20)));

/**
 * Takes up to `limit` deliveries due now, neither sent nor given up, whose lease is free or ran out,
 * leasing them to this instance until `now + LEASE_MS`, in one statement. On PostgreSQL the rows are
 * picked FOR UPDATE SKIP LOCKED: two instances claiming at once take different deliveries.
 */
export async function claimDeliveries(db: Db, now: number, limit: number): Promise<ClaimedDelivery[]> {
  const at = iso(now);
  const rows = await db.write((trx) =>
    trx
      .updateTable('notification_deliveries')
      .set({ leased_until: iso(now + LEASE_MS) })
      .where('id', 'in', (query) =>
        query
          .selectFrom('notification_deliveries')
          .select('id')
          .where('sent_at', 'is', null)
          .where('gave_up_at', 'is', null)
          .where('next_attempt_at', '<=', at)
          .where((where) => where.or([where('leased_until', 'is', null), where('leased_until', '<=', at)]))
          .orderBy('next_attempt_at')
          .limit(limit)
          .$if(db.dialect === 'postgres', (inner) => inner.forUpdate().skipLocked()),
      )
      .returning(['id', 'batch_id', 'user_id', 'channel', 'message_id', 'attempts', 'created_at'])
      .execute(),
  );
  return rows.map((row) => ({
    id: row.id,
    batchId: row.batch_id,
    userId: row.user_id,
    channel: row.channel,
    messageId: row.message_id,
    attempts: row.attempts,
    createdAt: Date.parse(toIsoString(row.created_at)),
  }));
}

/** Marks a delivery sent: the step that records the answer of the server it was handed to. */
export async function markSent(db: Db, id: string, now: number): Promise<void> {
  await db.write((trx) =>
    trx
      .updateTable('notification_deliveries')
      .set({ sent_at: iso(now), leased_until: null, last_error: null })
      .where('id', '=', id)
      .where('sent_at', 'is', null)
      .execute(),
  );
}

/**
 * Records a failed attempt in one statement: its reason, and the next attempt after the back-off, or
 * the delivery given up once its first attempt is GIVE_UP_AFTER_MS old (or when `giveUp` says so). A
 * delivery whose channel was turned off meanwhile is given up with no reason: nothing failed.
 */
export async function markFailed(
  db: Db,
  delivery: ClaimedDelivery,
  { now, reason, giveUp = false }: { now: number; reason: string | null; giveUp?: boolean },
): Promise<void> {
  const attempts = delivery.attempts + 1;
  const over = giveUp || now - delivery.createdAt >= GIVE_UP_AFTER_MS;
  await db.write((trx) =>
    trx
      .updateTable('notification_deliveries')
      .set({
        attempts,
        last_error: reason?.slice(0, 300) ?? null,
        leased_until: null,
        next_attempt_at: iso(now + retryDelayMs(attempts)),
        gave_up_at: over ? iso(now) : null,
      })
      .where('id', '=', delivery.id)
      .where('sent_at', 'is', null)
      .execute(),
  );
}

/** Deletes batches composed over KEEP_FINISHED_MS ago with nothing left to send (deliveries go with them). */
export async function pruneFinishedBatches(db: Db, now: number): Promise<void> {
  await db.write((trx) =>
    trx
      .deleteFrom('notification_batches')
      .where('composed_at', '<=', iso(now - KEEP_FINISHED_MS))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('notification_deliveries')
              .select(sql<number>`1`.as('one'))
              .whereRef('notification_deliveries.batch_id', '=', 'notification_batches.id')
              .where('sent_at', 'is', null)
              .where('gave_up_at', 'is', null),
          ),
        ),
      )
      .execute(),
  );
}

/**
 * Batches not yet composed and deliveries neither sent nor given up: what is still to be told. One
 * query, so a scrape holds one connection of the pool at most.
 */
export async function countQueued(db: Db): Promise<number> {
  const { batches, deliveries } = await db.kysely
    .selectNoFrom((eb) => [
      eb
        .selectFrom('notification_batches')
        .select(eb.fn.countAll<number | string>().as('count'))
        .where('composed_at', 'is', null)
        .as('batches'),
      eb
        .selectFrom('notification_deliveries')
        .select(eb.fn.countAll<number | string>().as('count'))
        .where('sent_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .as('deliveries'),
    ])
    .executeTakeFirstOrThrow();
  return Number(batches) + Number(deliveries);
}

/**
 * Whether a round has anything to do now: a batch due to be composed, or a delivery due and free. One
 * read, so an idle instance opens no write transaction each round.
 */
export async function isAnythingDue(db: Db, now: number): Promise<boolean> {
  const at = iso(now);
  const { batch, delivery } = await db.kysely
    .selectNoFrom((eb) => [
      eb
        .selectFrom('notification_batches')
        .select('id')
        .where('composed_at', 'is', null)
        .where('due_at', '<=', at)
        .limit(1)
        .as('batch'),
      eb
        .selectFrom('notification_deliveries')
        .select('id')
        .where('sent_at', 'is', null)
        .where('gave_up_at', 'is', null)
        .where('next_attempt_at', '<=', at)
        .where((where) => where.or([where('leased_until', 'is', null), where('leased_until', '<=', at)]))
        .limit(1)
        .as('delivery'),
    ])
    .executeTakeFirstOrThrow();
  return batch !== null || delivery !== null;
}
