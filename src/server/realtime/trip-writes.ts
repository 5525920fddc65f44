import type { Kysely } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';
import type { EventBus, TripEvent } from './event-bus.js';

/** What a service needs to change a trip: the database, and the bus that tells everyone. */
export interface TripWriter {
  db: Db;
  bus: EventBus;
}

/**
 * The one way to change a trip or its tips: the work runs in one transaction, and once it has
 * committed every instance hears which trip changed (its trip-page cache drops the page, open
 * pages refetch). Whatever route calls a service, caches and live pages follow.
 */
export async function changeTrip<T>(
  { db, bus }: TripWriter,
  kind: TripEvent['kind'],
  work: (trx: Kysely<Database>) => Promise<T>,
  changedTrip: (result: T) => string,
): Promise<T> {
  const result = await db.kysely.transaction().execute(work);
  await bus.publish({ tripId: changedTrip(result), kind });
  return result;
}
