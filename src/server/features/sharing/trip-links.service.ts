import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { newShareToken } from '../../db/ids.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import { findOwnedTrip } from '../../auth/trip-ownership.js';

const tripNotFound = () => AppError.notFound('Trip not found');

/** The trip's sharing state as stored: its ask link and its favourites links that still work. */
export async function readTripLinks(db: Db, userId: string, tripId: string) {
  const trip = await findOwnedTrip(db, userId, tripId);
  const favorites = await db.kysely
    .selectFrom('shared_favorites')
    .select(['id', 'share_token', 'created_at', 'expires_at', 'opens'])
    .where('trip_id', '=', trip.id)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .execute();
  return { trip, favorites };
}

export type TripLinks = Awaited<ReturnType<typeof readTripLinks>>;

/**
 * Changes the owner's trip row and tells every instance: kept friend pages of the trip go at once, so a
 * replaced, revoked or paused link is refused from the next request on.
 */
async function changeOwnedTrip(
  writer: Writer,
  tripId: string,
  change: (trx: Kysely<Database>) => Promise<{ numUpdatedRows: bigint }>,
): Promise<void> {
  await changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      const updated = await change(trx);
      if (Number(updated.numUpdatedRows) === 0) throw tripNotFound();
      return tripId;
    },
    (id) => id,
  );
}

/** A new token for the ask link: the old token, and the trip's id address, stop asking at once. */
export const makeNewAskLink = (writer: Writer, userId: string, tripId: string) =>
  replaceAskToken(writer, userId, tripId, { revoked: false });

/**
 * No ask link until the owner makes a new one. The token is replaced too, so the revoked link can never
 * come back; the id address stops with it.
 */
export const revokeAskLink = (writer: Writer, userId: string, tripId: string) =>
  replaceAskToken(writer, userId, tripId, { revoked: true });

function replaceAskToken(writer: Writer, userId: string, tripId: string, { revoked }: { revoked: boolean }) {
  return changeOwnedTrip(writer, tripId, (trx) =>
    trx
      .updateTable('trips')
      .set({
        share_token: newShareToken(),
        ask_link_created_at: nowIso(),
        is_ask_link_revoked: revoked,
        ask_link_opens: 0,
      })
      .where('id', '=', tripId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

/** Pausing keeps the time it began (a second pause does not move it); resuming clears it. */
export function setTipCollection(
  writer: Writer,
  userId: string,
  tripId: string,
  paused: boolean,
): Promise<void> {
  return changeOwnedTrip(writer, tripId, (trx) => {
    const update = trx.updateTable('trips').where('id', '=', tripId).where('user_id', '=', userId);
    return (
      paused
        ? update.set((eb) => ({ tips_paused_at: eb.fn.coalesce('tips_paused_at', eb.val(nowIso())) }))
        : update.set({ tips_paused_at: null })
    ).executeTakeFirst();
  });
}

/** Mutes the trip's notifications (mail and webhook) or lets them through again. */
export const setTripNotificationsMuted = (writer: Writer, userId: string, tripId: string, muted: boolean) =>
  setTripFlag(writer, userId, tripId, { is_notifications_muted: muted });

/** Lets friends follow their tips of this trip, or stops offering it; open follow pages hear of it. */
export const setTripFollowing = (writer: Writer, userId: string, tripId: string, on: boolean) =>
  setTripFlag(writer, userId, tripId, { is_following_off: !on });

function setTripFlag(
  writer: Writer,
  userId: string,
  tripId: string,
  flag: { is_notifications_muted: boolean } | { is_following_off: boolean },
) {
  return changeOwnedTrip(writer, tripId, (trx) =>
    trx
      .updateTable('trips')
      .set(flag)
      .where('id', '=', tripId)
      .where('user_id', '=', userId)
      .executeTakeFirst(),
  );
}

/** Deletes one of the trip's favourites links: whoever holds it is told it is invalid from now on. */
export async function revokeFavoritesLink(
  writer: Writer,
  userId: string,
  tripId: string,
  linkId: string,
): Promise<void> {
  const trip = await findOwnedTrip(writer.db, userId, tripId);
  await changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      const deleted = await trx
        .deleteFrom('shared_favorites')
        .where('id', '=', linkId)
        .where('trip_id', '=', trip.id)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw AppError.notFound('Share link not found');
      return trip.id;
    },
    (id) => id,
  );
}
