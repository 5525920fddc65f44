import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MyDataFile } from '../../../shared/contracts/my-data-file.js';
import { apiClient } from '../../../../tests/support/api.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import {
  accountWithEverything,
  downloadMyData,
  importMyData,
  myDataFileOf,
} from '../../../../tests/support/my-data.js';
import { createAppWithNeighbour, createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

/** A file's lists as content alone: tips of one order have no order between them, so they are sorted. */
const contentOf = (file: MyDataFile) => ({
  trips: file.trips.map((trip) => ({ ...trip, tips: [...trip.tips].sort(byText) })),
  guidebooks: file.guidebooks.map((book) => ({ ...book, tips: [...book.tips].sort(byText) })),
});
const byText = (a: { text: string }, b: { text: string }) => a.text.localeCompare(b.text);

describe.each(DIALECTS)('Import My Data on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('makes an export of one account into new lists of another, equal in content, without links', async () => {
    const from = await accountWithEverything(t);
    const exported = await downloadMyData(t, from.owner.cookie);
    const to = await buildUser(t, { first_name: 'Ines' });

    const response = await importMyData(t, to.cookie, exported.text);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ trips: 2, guidebooks: 1, tips: 7 });

    const imported = await downloadMyData(t, to.cookie);
    expect(contentOf(imported.json)).toEqual(contentOf(exported.json));
    expect(imported.json.profile).toMatchObject({ firstName: 'Ines', picture: null });

    const api = apiClient(t, to.cookie);
    const { trips } = (await api.get('/api/trips')).json<{ trips: { id: string; destination: string }[] }>();
    expect(trips.map((trip) => trip.destination).sort()).toEqual(['Lisbon', 'Porto']);
    expect(trips.map((trip) => trip.id)).not.toContain(from.lisbon.id);
    expect(trips.map((trip) => trip.id)).not.toContain(from.porto.trip.id);
    for (const trip of trips) {
      const sharing = (await api.get(`/api/trips/${trip.id}/sharing`)).json<{
        ask_link: { share_token: string | null };
        favorites_links: unknown[];
      }>();
      expect(sharing.favorites_links).toEqual([]);
      expect(JSON.stringify(sharing)).not.toContain(from.secrets.tripToken);
    }
    const guidebooks = await t.db.kysely
      .selectFrom('guidebooks')
      .leftJoin('shared_guidebooks', 'shared_guidebooks.guidebook_id', 'guidebooks.id')
      .select(['guidebooks.id', 'shared_guidebooks.id as link'])
      .where('guidebooks.user_id', '=', to.id)
      .execute();
    expect(guidebooks).toEqual([{ id: expect.not.stringMatching(from.guidebook.id) as string, link: null }]);
    // The importing account added every tip (decision 069).
    const addedBy = await t.db.kysely
      .selectFrom('recommendations')
      .select('added_by')
      .where(
        'trip_id',
        'in',
        trips.map((trip) => trip.id),
      )
      .unionAll(
        t.db.kysely
          .selectFrom('guidebook_recommendations')
          .select('added_by')
          .where('guidebook_id', '=', guidebooks[0]?.id ?? ''),
      )
      .execute();
    expect(addedBy).toHaveLength(7);
    expect(new Set(addedBy.map((row) => row.added_by))).toEqual(new Set([to.id]));

    // The exporting account is as it was; importing again makes more lists, each new.
    expect(contentOf((await downloadMyData(t, from.owner.cookie)).json)).toEqual(contentOf(exported.json));
    expect((await importMyData(t, to.cookie, exported.text)).statusCode).toBe(201);
    expect((await api.get('/api/trips')).json<{ trips: unknown[] }>().trips).toHaveLength(4);
  });

  it('keeps the settings: a paused trip stays paused, a revoked ask link asks for nothing', async () => {
    const owner = await buildUser(t);
    const file = myDataFileOf({ trips: [1, 1] });
    Object.assign(file.trips[0] ?? {}, { destination: 'Paused', tipsPaused: true });
    Object.assign(file.trips[1] ?? {}, { destination: 'Revoked', askLinkRevoked: true });
    expect((await importMyData(t, owner.cookie, file)).statusCode).toBe(201);
    const rows = await t.db.kysely
      .selectFrom('trips')
      .select(['id', 'destination', 'tips_paused_at', 'is_ask_link_revoked'])
      .where('user_id', '=', owner.id)
      .orderBy('destination')
      .execute();
    expect(
      rows.map((row) => [row.destination, row.tips_paused_at !== null, row.is_ask_link_revoked]),
    ).toEqual([
      ['Paused', true, false],
      ['Revoked', false, true],
    ]);
    const friendPage = async (id: string) => (await t.app.inject(`/api/public/trips/${id}`)).statusCode;
    expect(await friendPage(rows[0]?.id ?? '')).toBe(200);
    expect(await friendPage(rows[1]?.id ?? '')).toBe(404);
  });

  it('creates ten full lists, 10,000 tips and about 6 MB, in one request', async () => {
    const owner = await buildUser(t);
    const file = JSON.stringify(
      myDataFileOf(
        { trips: [1000, 1000, 1000, 1000, 1000, 1000], guidebooks: [1000, 1000, 1000, 1000] },
        450,
      ),
    );
    expect(file.length).toBeGreaterThan(5.5 * 1024 * 1024);
    const response = await importMyData(t, owner.cookie, file);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ trips: 6, guidebooks: 4, tips: 10_000 });
    const { json } = await downloadMyData(t, owner.cookie);
    expect(json.trips.map((trip) => trip.tips.length)).toEqual([1000, 1000, 1000, 1000, 1000, 1000]);
    expect(json.guidebooks.map((book) => book.tips.length)).toEqual([1000, 1000, 1000, 1000]);
  }, 60_000);
});

describe.each(DIALECTS)('Import My Data seen elsewhere on %s', (dialect) => {
  let apps: Awaited<ReturnType<typeof createAppWithNeighbour>>;
  beforeAll(async () => {
    apps = await createAppWithNeighbour(dialect);
  });
  afterAll(() => apps.close());

  it('shows the imported trips on a dashboard another instance had kept', async () => {
    const { t, elsewhere } = apps;
    const owner = await buildUser(t);
    const dashboard = async () =>
      (await apiClient({ ...t, ...elsewhere }, owner.cookie).get('/api/trips')).json<{ trips: unknown[] }>()
        .trips.length;
    expect(await dashboard()).toBe(0);

    const response = await importMyData(t, owner.cookie, myDataFileOf({ trips: [2, 1] }));
    expect(response.statusCode, response.body).toBe(201);
    await expect.poll(dashboard).toBe(2);
  });
});
