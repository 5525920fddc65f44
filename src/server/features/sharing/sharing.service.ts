import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.js';
import { nowIso, toIsoString } from '../../db/values.js';
import { newShareToken } from '../trips/trips.service.js';

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
