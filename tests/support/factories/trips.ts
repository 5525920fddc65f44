// Trips made in one line, straight in the database, e.g. `buildTrip(t, { tips: 200 })` or
// `buildTrip(t, { owner, tips: [{ category: 'eat', content: 'Pastéis', is_favorite: true }], sharedFavorites: true })`.
// For tests whose subject is not making the trip; seed before the app reads what is seeded.
import { randomUUID } from 'node:crypto';
import { newShareToken } from '../../../src/server/db/ids.js';
import type { TestApp } from '../test-app.js';
import { inBatches, linkRow, tipRows, tipSeeds, type TipSeed } from './tips.js';
import { buildUser, type BuiltUser } from './users.js';

export interface TripOverrides {
  /** The owner; a new account (buildUser) when absent. */
  owner?: BuiltUser;
  destination?: string;
  /** What the owner asks friends for (the trip description). */
  description?: string | null;
  /** A number of tips (spread over the categories), or the tips themselves. */
  tips?: number | readonly TipSeed[];
  /** Who sent the tips; null for the owner's own. */
  contributorName?: string | null;
  /** A link to the favourites, lasting this many days (true: 7). */
  sharedFavorites?: boolean | number;
}

export interface BuiltTrip {
  owner: BuiltUser;
  trip: { id: string; destination: string; share_token: string };
  /** The tips' ids and words, in the order given. */
  tips: { id: string; category: string; content: string; order_index: number }[];
  /** The favourites link's token, when asked for. */
  sharedFavoritesToken: string | undefined;
}

export async function buildTrip(t: TestApp, overrides: TripOverrides = {}): Promise<BuiltTrip> {
  const owner = overrides.owner ?? (await buildUser(t));
  const { destination = 'Lisbon', description = null, contributorName = null } = overrides;
  const now = new Date().toISOString();
  const trip = { id: randomUUID(), destination, share_token: newShareToken() };
  const tips = tipRows(tipSeeds(overrides.tips ?? 0), now).map((row) => ({
    ...row,
    trip_id: trip.id,
    contributor_name: contributorName,
    is_completed: false,
  }));
  const link = linkRow(overrides.sharedFavorites, now);
  await t.db.kysely.transaction().execute(async (trx) => {
    const row = {
      ...trip,
      user_id: owner.id,
      recommendation_types: description,
      created_at: now,
      updated_at: now,
    };
    await trx.insertInto('trips').values(row).execute();
    await inBatches(tips, (batch) => trx.insertInto('recommendations').values(batch).execute());
    if (link)
      await trx
        .insertInto('shared_favorites')
        .values({ ...link, trip_id: trip.id })
        .execute();
  });
  return {
    owner,
    trip,
    tips: tips.map(({ id, category, content, order_index }) => ({ id, category, content, order_index })),
    sharedFavoritesToken: link?.share_token,
  };
}
