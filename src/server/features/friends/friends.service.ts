import type { Db } from '../../db/database.js';
import { DESTINATION_COLUMN_NAMES } from '../../db/destination-columns.js';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { asksThrough } from '../../auth/trip-asking.js';
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
      'trips.share_token',
      'trips.ask_link_created_at',
      'trips.is_ask_link_revoked',
      'trips.tips_paused_at',
      'trips.is_following_off',
      ...DESTINATION_COLUMN_NAMES.map((name) => `trips.${name}` as const),
      'user.first_name',
      'user.last_name',
      'user.image_id',
    ]);
}

export type PublicTripRow = NonNullable<
  Awaited<ReturnType<ReturnType<typeof publicTripQuery>['executeTakeFirst']>>
>;

/** The trip behind a friend page's /hello/{tripId} address, while that address still asks. */
export async function findPublicTripById(db: Db, tripId: string): Promise<PublicTripRow> {
  const trip = await publicTripQuery(db).where('trips.id', '=', tripId).executeTakeFirst();
  if (!trip || !asksThrough(trip, { shareToken: undefined })) throw tripNotFound();
  return trip;
}

export async function findPublicTripByToken(db: Db, shareToken: string): Promise<PublicTripRow> {
  const trip = await publicTripQuery(db).where('trips.share_token', '=', shareToken).executeTakeFirst();
  if (!trip || !asksThrough(trip, { shareToken })) throw tripNotFound();
  return trip;
}

/**
 * The trip a friend sends tips to, by the address their page was opened with. A paused trip refuses
 * politely: the friend's page keeps what they typed.
 */
export async function findTripTakingTips(
  db: Db,
  tripId: string,
  shareToken: string | undefined,
): Promise<PublicTripRow> {
  const trip = await publicTripQuery(db).where('trips.id', '=', tripId).executeTakeFirst();
  if (!trip || !asksThrough(trip, { shareToken })) throw tripNotFound();
  if (trip.tips_paused_at !== null) throw tipsPaused(trip.first_name);
  return trip;
}

export const tipsPaused = (firstName: string) =>
  new AppError(
    errorCodes.tipsPaused,
    409,
    `${firstName} has paused collecting tips for now. Your recommendations are kept on this page, so you can send them later.`,
  );

/** A friend's page keeps what they wrote: a full trip's refusal says so, as the paused one does. */
export function savedOnFriendPage(error: unknown): never {
  if (error instanceof AppError && error.code === errorCodes.listFull) {
    const message = `${error.message} Your recommendations are kept on this page.`;
    throw new AppError(error.code, error.statusCode, message);
  }
  throw error;
}
