import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { newShareToken } from '../../db/ids.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import type { TripRow } from '../../db/tables.js';
import type { DestinationColumns } from '../../db/destination-columns.js';

const tripNotFound = () => AppError.notFound('Trip not found');

/** The user's trips, newest first, each with its tip count, in one query. */
export async function listTrips(db: Db, userId: string) {
  return db.kysely
    .selectFrom('trips')
    .leftJoin('recommendations', 'recommendations.trip_id', 'trips.id')
    .selectAll('trips')
    .select((eb) => eb.fn.count<number>('recommendations.id').as('recommendation_count'))
    .where('trips.user_id', '=', userId)
    .groupBy('trips.id')
    .orderBy('trips.created_at', 'desc')
    .execute();
}

/** A new trip with its own share token; `db` may be a transaction (a copy makes its tips in the same one). */
export async function createTrip(
  db: Kysely<Database>,
  userId: string,
  input: { destination: string; recommendation_types: string | null } & DestinationColumns,
): Promise<TripRow> {
  const now = nowIso();
  return db
    .insertInto('trips')
    .values({
      id: randomUUID(),
      user_id: userId,
      ...input,
      share_token: newShareToken(),
      created_at: now,
      updated_at: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function updateTripDescription(
  writer: Writer,
  userId: string,
  tripId: string,
  tipTypes: string | null,
): Promise<TripRow> {
  return changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      const trip = await trx
        .updateTable('trips')
        .set({ recommendation_types: tipTypes, updated_at: nowIso() })
        .where('id', '=', tripId)
        .where('user_id', '=', userId)
        .returningAll()
        .executeTakeFirst();
      if (!trip) throw tripNotFound();
      return trip;
    },
    (trip) => trip.id,
  );
}

export async function deleteTrip(writer: Writer, userId: string, tripId: string): Promise<void> {
  await changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      const deleted = await trx
        .deleteFrom('trips')
        .where('id', '=', tripId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw tripNotFound();
    },
    () => tripId,
  );
}
