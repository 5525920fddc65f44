import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

const NOW = new Date('2026-11-28T10:00:00.000Z').toISOString();

describe.each(DIALECTS)('the companion tables on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  async function tripOfNewOwner() {
    const owner = await signUp(t);
    const tripId = crypto.randomUUID();
    await t.db.kysely
      .insertInto('trips')
      .values({ id: tripId, user_id: owner.id, destination: 'Oslo', share_token: tripId })
      .execute();
    return { owner, tripId };
  }

  it('forget a companion whose account or list goes, and keep the tips they added', async () => {
    const { tripId } = await tripOfNewOwner();
    const companion = await signUp(t);
    const db = t.db.kysely;
    await db
      .insertInto('trip_companions')
      .values({ trip_id: tripId, user_id: companion.id, role: 'editor', created_at: NOW })
      .execute();
    const tipId = crypto.randomUUID();
    await db
      .insertInto('recommendations')
      .values({
        id: tipId,
        trip_id: tripId,
        category: 'eat',
        content: 'Smørbukk',
        is_favorite: false,
        is_completed: false,
        added_by: companion.id,
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();

    await db.deleteFrom('user').where('id', '=', companion.id).execute();

    const companions = await db
      .selectFrom('trip_companions')
      .select('user_id')
      .where('trip_id', '=', tripId)
      .execute();
    const tip = await db
      .selectFrom('recommendations')
      .select('added_by')
      .where('id', '=', tipId)
      .executeTakeFirst();
    expect(companions).toEqual([]);
    expect(tip).toEqual({ added_by: null });
  });

  it('take a list’s companions and invites along when the list goes', async () => {
    const { owner, tripId } = await tripOfNewOwner();
    const companion = await signUp(t);
    const db = t.db.kysely;
    await db
      .insertInto('trip_companions')
      .values({ trip_id: tripId, user_id: companion.id, role: 'viewer', created_at: NOW })
      .execute();
    await db
      .insertInto('companion_invites')
      .values({
        id: crypto.randomUUID(),
        token_hash: crypto.randomUUID(),
        trip_id: tripId,
        role: 'editor',
        created_by: owner.id,
        created_at: NOW,
        expires_at: NOW,
      })
      .execute();

    await db.deleteFrom('trips').where('id', '=', tripId).execute();

    expect(
      await db.selectFrom('trip_companions').select('user_id').where('trip_id', '=', tripId).execute(),
    ).toEqual([]);
    expect(
      await db.selectFrom('companion_invites').select('id').where('trip_id', '=', tripId).execute(),
    ).toEqual([]);
  });

  it('refuse an invite to no list, or to two', async () => {
    const { owner, tripId } = await tripOfNewOwner();
    const invite = (lists: { trip_id?: string; guidebook_id?: string }) =>
      t.db.kysely
        .insertInto('companion_invites')
        .values({
          id: crypto.randomUUID(),
          token_hash: crypto.randomUUID(),
          role: 'viewer',
          created_by: owner.id,
          created_at: NOW,
          expires_at: NOW,
          ...lists,
        })
        .execute();
    const guidebookId = crypto.randomUUID();
    await t.db.kysely
      .insertInto('guidebooks')
      .values({
        id: guidebookId,
        user_id: owner.id,
        title: 'Oslo',
        destination: 'Oslo',
        created_at: NOW,
        updated_at: NOW,
      })
      .execute();

    await expect(invite({})).rejects.toThrow(/check/i);
    await expect(invite({ trip_id: tripId, guidebook_id: guidebookId })).rejects.toThrow(/check/i);
  });
});
