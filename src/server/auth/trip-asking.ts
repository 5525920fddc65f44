import type { Db } from '../db/database.js';
import type { TripRow } from '../db/tables.js';
import { AppError } from '../errors.js';

/** What telling whether a trip still asks through an address reads of it. */
type AskingColumns = Pick<TripRow, 'share_token' | 'ask_link_created_at' | 'is_ask_link_revoked'>;

/**
 * Whether a friend page may ask for tips through this address. The trip's id address asks until the
 * owner makes a new ask link: from then on only the current token does, so a link the owner replaced
 * or revoked stops working however it was first opened. Here rather than in features/friends because
 * place search asks it too, and friends builds on what place search is part of.
 */
export function asksThrough(trip: AskingColumns, by: { shareToken: string | undefined }): boolean {
  if (trip.is_ask_link_revoked) return false;
  if (by.shareToken !== undefined) return by.shareToken === trip.share_token;
  return trip.ask_link_created_at === null;
}

/** The trip behind a friend page's address (its id, or its id and ask link token), while it still asks. */
export async function findTripAskingThrough(
  db: Db,
  tripId: string,
  shareToken: string | undefined,
): Promise<TripRow> {
  const trip = await db.kysely.selectFrom('trips').selectAll().where('id', '=', tripId).executeTakeFirst();
  if (!trip || !asksThrough(trip, { shareToken })) throw AppError.notFound('Trip not found');
  return trip;
}
