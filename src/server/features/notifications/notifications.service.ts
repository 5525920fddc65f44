import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';

/** Where a submission is told to the owner: the trip, its owner, and how long a batch stays open. */
export interface BatchPlace {
  tripId: string;
  ownerId: string;
  windowMs: number;
}

/**
 * The trip's batch still taking submissions, opened now if there is none: the first new tip opens a
 * window, and the owner hears of everything sent in it at once (decision 060). Called in the transaction
 * that writes the tips, so a batch is never told without them nor they without a batch. The open batch
 * is locked (PostgreSQL) until the submission has joined it: the sender, which composes with SKIP LOCKED,
 * passes it by meanwhile, and a batch it has composed is no longer open here.
 */
export async function joinNotificationBatch(
  trx: Kysely<Database>,
  dialect: Dialect,
  { tripId, ownerId, windowMs }: BatchPlace,
  now: string,
): Promise<string> {
  const open = await trx
    .selectFrom('notification_batches')
    .select('id')
    .where('trip_id', '=', tripId)
    .where('composed_at', 'is', null)
    .$if(dialect === 'postgres', (query) => query.forUpdate())
    .executeTakeFirst();
  if (open) return open.id;
  const id = randomUUID();
  const dueAt = new Date(Date.parse(now) + windowMs).toISOString();
  await trx
    .insertInto('notification_batches')
    .values({ id, trip_id: tripId, user_id: ownerId, opened_at: now, due_at: dueAt })
    .execute();
  return id;
}
