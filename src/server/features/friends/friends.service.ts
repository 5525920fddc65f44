import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';

export const tripNotFound = () => AppError.notFound('Trip not found');

function publicTripQuery(db: Db) {
  return db.kysely
    .selectFrom('trips')
    .innerJoin('user', 'user.id', 'trips.user_id')
    .select([
      'trips.id',
      'trips.user_id',
      'trips.destination',
      'trips.recommendation_types',
      'user.first_name',
      'user.last_name',
      'user.image_id',
    ]);
}

export type PublicTripRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof publicTripQuery>['executeTakeFirst']>>
>;

export async function findPublicTripById(db: Db, tripId: string): Promise<PublicTripRow> {
  const trip = await publicTripQuery(db).where('trips.id', '=', tripId).executeTakeFirst();
  if (!trip) throw tripNotFound();
  return trip;
}

export async function findPublicTripByToken(db: Db, shareToken: string): Promise<PublicTripRow> {
  const trip = await publicTripQuery(db).where('trips.share_token', '=', shareToken).executeTakeFirst();
  if (!trip) throw tripNotFound();
  return trip;
}
