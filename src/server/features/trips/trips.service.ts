import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { newShareToken } from '../../db/ids.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { claimListFor } from '../../auth/list-access.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import type { TripRow } from '../../db/tables.js';
import type { DestinationColumns } from '../../db/destination-columns.js';

/**
 * The user's trips and the trips shared with them, newest first, each with its tip count, the user's role
 * and its owner's first name, in one query. The ids are gathered from both indexes first, so neither
 * list is found by scanning every trip.
 */
export async function listTrips(db: Db, userId: string) {
  const held = db.kysely
    .selectFrom('trips')
    .select('id')
    .where('user_id', '=', userId)
    .unionAll(db.kysely.selectFrom('trip_companions').select('trip_id as id').where('user_id', '=', userId));
  return db.kysely
    .selectFrom('trips')
    .innerJoin('user as owner', 'owner.id', 'trips.user_id')
    .leftJoin('trip_companions as companion', (join) =>
      join.onRef('companion.trip_id', '=', 'trips.id').on('companion.user_id', '=', userId),
    )
    .leftJoin('recommendations', 'recommendations.trip_id', 'trips.id')
    .selectAll('trips')
    .select((eb) => [
      eb.fn.count<number>('recommendations.id').as('recommendation_count'),
      'companion.role as companion_role',
      'owner.first_name as owner_first_name',
    ])
    .where('trips.id', 'in', held)
    .groupBy(['trips.id', 'companion.role', 'owner.first_name'])
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
      await claimListFor(trx, writer.db.dialect, 'trip', userId, tripId, 'edit');
      return trx
        .updateTable('trips')
        .set({ recommendation_types: tipTypes, updated_at: nowIso() })
        .where('id', '=', tripId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    (trip) => trip.id,
  );
}

export async function deleteTrip(writer: Writer, userId: string, tripId: string): Promise<void> {
  await changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      await claimListFor(trx, writer.db.dialect, 'trip', userId, tripId, 'own');
      await trx.deleteFrom('trips').where('id', '=', tripId).execute();
    },
    () => tripId,
  );
}
