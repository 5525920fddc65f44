import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import { newShareToken } from '../../db/ids.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import { claimListFor, findTripFor } from '../../auth/list-access.js';

/**
 * The trip's sharing state as stored: its ask link and its favourites links that still work. Editors see
 * it too (they make favourites links and may pass the ask link on); only the owner changes the ask link.
 */
export async function readTripLinks(db: Db, userId: string, tripId: string) {
  const { list: trip } = await findTripFor(db, userId, tripId, 'share');
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
 * Changes the trip's row, which only its owner may, and tells every instance: kept friend pages of the trip
 * go at once, so a replaced, revoked or paused link is refused from the next request on.
 */
async function changeOwnedTrip(
  writer: Writer,
  userId: string,
  tripId: string,
  change: (trx: Kysely<Database>) => Promise<unknown>,
): Promise<void> {
  await changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      await claimListFor(trx, writer.db.dialect, 'trip', userId, tripId, 'own');
      await change(trx);
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
  return changeOwnedTrip(writer, userId, tripId, (trx) =>
    trx
      .updateTable('trips')
      .set({
        share_token: newShareToken(),
        ask_link_created_at: nowIso(),
        is_ask_link_revoked: revoked,
        ask_link_opens: 0,
      })
      .where('id', '=', tripId)
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
  return changeOwnedTrip(writer, userId, tripId, (trx) => {
    const update = trx.updateTable('trips').where('id', '=', tripId);
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
  return changeOwnedTrip(writer, userId, tripId, (trx) =>
    trx.updateTable('trips').set(flag).where('id', '=', tripId).executeTakeFirst(),
  );
}

/** Deletes one of the trip's favourites links: whoever holds it is told it is invalid from now on. */
export async function revokeFavoritesLink(
  writer: Writer,
  userId: string,
  tripId: string,
  linkId: string,
): Promise<void> {
  await changeAndPublish(
    writer,
    'trip',
    async (trx) => {
      await claimListFor(trx, writer.db.dialect, 'trip', userId, tripId, 'share');
      const deleted = await trx
        .deleteFrom('shared_favorites')
        .where('id', '=', linkId)
        .where('trip_id', '=', tripId)
        .executeTakeFirst();
      if (Number(deleted.numDeletedRows) === 0) throw AppError.notFound('Share link not found');
      return tripId;
    },
    (id) => id,
  );
}
