import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import type { ChangeEvent, EventBus } from './event-bus.js';

/** What a service needs to change a trip or a guidebook: the database, and the bus that tells everyone. */
export interface Writer {
  db: Db;
  bus: EventBus;
}

/**
 * The one way to change a trip, a guidebook or their tips: the work runs in one transaction, and
 * once it has committed every instance hears what changed, by its id (trip-page caches drop the
 * page, open pages refetch). Whatever route calls a service, caches and live pages follow.
 */
export async function changeAndPublish<T>(
  { db, bus }: Writer,
  kind: ChangeEvent['kind'],
  work: (trx: Kysely<Database>) => Promise<T>,
  changedId: (result: T) => string,
): Promise<T> {
  const result = await db.write(work);
  await bus.publish({ id: changedId(result), kind });
  return result;
}
