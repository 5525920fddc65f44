import { randomBytes, randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import type { TripRow } from './trips.presenter.js';

/** 32 random bytes: share tokens must be unguessable. */
export const newShareToken = () => randomBytes(32).toString('base64url');

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

export async function createTrip(
  db: Db,
  userId: string,
  input: { destination: string; recommendation_types: string | null },
): Promise<TripRow> {
  const now = nowIso();
  return db.kysely
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

/** Owners see only their own trips: another user's trip and a missing one are both "not found". */
export async function findOwnedTrip(db: Db, userId: string, tripId: string): Promise<TripRow> {
  const trip = await db.kysely
    .selectFrom('trips')
    .selectAll()
    .where('id', '=', tripId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!trip) throw tripNotFound();
  return trip;
}

export async function updateTripDescription(
  db: Db,
  userId: string,
  tripId: string,
  recommendationTypes: string | null,
): Promise<TripRow> {
  const trip = await db.kysely
    .updateTable('trips')
    .set({ recommendation_types: recommendationTypes, updated_at: nowIso() })
    .where('id', '=', tripId)
    .where('user_id', '=', userId)
    .returningAll()
    .executeTakeFirst();
  if (!trip) throw tripNotFound();
  return trip;
}

export async function deleteTrip(db: Db, userId: string, tripId: string): Promise<void> {
  const deleted = await db.kysely
    .deleteFrom('trips')
    .where('id', '=', tripId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw tripNotFound();
}
