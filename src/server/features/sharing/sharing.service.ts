import { DESTINATION_COLUMN_NAMES } from '../../db/destination-columns.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { nowIso, toIsoString } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { newShareToken } from '../../db/ids.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link to a trip's favourites that stops working after the chosen number of days. */
export async function createSharedFavorites(db: Db, tripId: string, days: number) {
  const row = await db.kysely
    .insertInto('shared_favorites')
    .values({
      id: randomUUID(),
      trip_id: tripId,
      share_token: newShareToken(),
      expires_at: new Date(Date.now() + days * DAY_MS).toISOString(),
      created_at: nowIso(),
    })
    .returning(['share_token', 'expires_at'])
    .executeTakeFirstOrThrow();
  return { share_token: row.share_token, expires_at: toIsoString(row.expires_at) };
}

function validLinks(db: Kysely<Database>) {
  return db
    .selectFrom('shared_favorites')
    .innerJoin('trips', 'trips.id', 'shared_favorites.trip_id')
    .innerJoin('user', 'user.id', 'trips.user_id')
    .select([
      'trips.id as trip_id',
      'trips.user_id',
      'trips.destination',
      ...DESTINATION_COLUMN_NAMES.map((name) => `trips.${name}` as const),
      'user.first_name',
      'shared_favorites.expires_at',
    ])
    .where('shared_favorites.expires_at', '>', nowIso());
}

/**
 * A link that is missing and one that has expired look the same to the visitor. Takes a transaction
 * when a copy reads it.
 */
export async function findSharedFavorites(db: Kysely<Database>, shareToken: string) {
  const link = await validLinks(db).where('shared_favorites.share_token', '=', shareToken).executeTakeFirst();
  return favoritesBehind(db, link);
}

/** The trip and owner behind a working favourites link, without its tips (a link card needs no more). */
export async function findSharedFavoritesLink(db: Kysely<Database>, shareToken: string) {
  const link = await validLinks(db)
    .select('user.image_id')
    .where('shared_favorites.share_token', '=', shareToken)
    .executeTakeFirst();
  if (!link) throw AppError.notFound('Shared list not found');
  return link;
}

/**
 * A trip's favourites by its id address (its public map, /hello/{tripId}/map), which every friend who
 * was asked learns: only while that address still asks (decision 025) and a favourites link is valid.
 * Once the owner has made or revoked an ask link, favourites are reachable by their own token alone.
 */
export async function findTripSharedFavorites(db: Kysely<Database>, tripId: string) {
  const link = await validLinks(db)
    .where('shared_favorites.trip_id', '=', tripId)
    .where('trips.ask_link_created_at', 'is', null)
    .where('trips.is_ask_link_revoked', '=', false)
    .orderBy('shared_favorites.expires_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  return favoritesBehind(db, link);
}

type ValidLink = { trip_id: string; destination: string; first_name: string; expires_at: unknown };

async function favoritesBehind<L extends ValidLink>(db: Kysely<Database>, link: L | undefined) {
  if (!link) throw AppError.notFound('Shared list not found');
  const favorites = await db
    .selectFrom('recommendations')
    .selectAll()
    .where('trip_id', '=', link.trip_id)
    .where('is_favorite', '=', true)
    .orderBy('order_index')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return { link, favorites };
}
