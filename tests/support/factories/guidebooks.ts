// Guidebooks made in one line, straight in the database, e.g. `buildGuidebook(t, { sharedLink: true })` or
// `buildGuidebook(t, { owner, tips: 30 })`. For tests whose subject is not making the guidebook; seed before
// the app reads what is seeded.
import { randomUUID } from 'node:crypto';
import type { TestApp } from '../test-app.js';
import { inBatches, linkRow, tipRows, tipSeeds, type TipSeed } from './tips.js';
import { buildUser, type BuiltUser } from './users.js';

export interface GuidebookOverrides {
  /** The owner; a new account (buildUser) when absent. */
  owner?: BuiltUser;
  title?: string;
  destination?: string;
  description?: string | null;
  /** A number of tips (spread over the categories), or the tips themselves. */
  tips?: number | readonly TipSeed[];
  /** A link to the guidebook for anyone, lasting this many days (true: 7). */
  sharedLink?: boolean | number;
}

export interface BuiltGuidebook {
  owner: BuiltUser;
  guidebook: { id: string; title: string; destination: string };
  /** The tips' ids and words, in the order given. */
  tips: { id: string; category: string; content: string; order_index: number }[];
  /** The shared link's token, when asked for. */
  shareToken: string | undefined;
}

export async function buildGuidebook(
  t: TestApp,
  overrides: GuidebookOverrides = {},
): Promise<BuiltGuidebook> {
  const owner = overrides.owner ?? (await buildUser(t));
  const { title = 'Best of', destination = 'Lisbon', description = null } = overrides;
  const now = new Date().toISOString();
  const guidebook = { id: randomUUID(), title, destination };
  const tips = tipRows(tipSeeds(overrides.tips ?? 0), now).map((row) => ({
    ...row,
    guidebook_id: guidebook.id,
  }));
  const link = linkRow(overrides.sharedLink, now);
  await t.db.kysely.transaction().execute(async (trx) => {
    const row = { ...guidebook, user_id: owner.id, description, created_at: now, updated_at: now };
    await trx.insertInto('guidebooks').values(row).execute();
    await inBatches(tips, (batch) => trx.insertInto('guidebook_recommendations').values(batch).execute());
    if (link)
      await trx
        .insertInto('shared_guidebooks')
        .values({ ...link, guidebook_id: guidebook.id })
        .execute();
  });
  return {
    owner,
    guidebook,
    tips: tips.map(({ id, category, content, order_index }) => ({ id, category, content, order_index })),
    shareToken: link?.share_token,
  };
}
