import type { Db } from '../db/database.js';
import type { TripRow } from '../db/tables.js';
import { AppError } from '../errors.js';

/**
 * Owners see only their own trips: another user's trip and a missing one are both "not found".
 * Here rather than in features/trips because the features beside a trip (its tips, its links, its
 * exports and imports) check it too, and trips builds on them: they must not import trips.
 */
export async function findOwnedTrip(db: Db, userId: string, tripId: string): Promise<TripRow> {
  const trip = await db.kysely
    .selectFrom('trips')
    .selectAll()
    .where('id', '=', tripId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!trip) throw AppError.notFound('Trip not found');
  return trip;
}
