import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import { rowCounts, valuesMentioning } from '../../../../tests/support/database-rows.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import {
  cookieFrom,
  createTestApp,
  jsonRequest,
  signUp,
  type TestApp,
} from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

/** An account with something in every table an account can reach, and where each piece is. */
async function accountWithEverything(t: TestApp) {
  const account = await signUp(t);
  const owner = apiClient(t, account.cookie);
  const second = cookieFrom(
    await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-in/email', { email: account.email, password: account.password }),
    ),
  );
  const trip = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{
    trip: { id: string; share_token: string };
  }>().trip;
  const added = await owner.post(`/api/trips/${trip.id}/recommendations`, {
    entries: [{ category: 'eat', content: 'Pastéis de Belém' }],
  });
  const [tip] = added.json<{ recommendations: { id: string }[] }>().recommendations;
  await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, { is_favorite: true });
  const fromFriend = await t.app.inject({
    method: 'POST',
    url: `/api/public/trips/${trip.id}/recommendations`,
    payload: { entries: [{ category: 'do', content: 'Tram 28 early' }], contributor_name: 'Sam' },
    remoteAddress: '192.0.2.44',
  });
  expect(fromFriend.statusCode).toBe(201);
  const favorites = (await owner.post(`/api/trips/${trip.id}/shared-favorites`, {})).json<{
    share_token: string;
  }>().share_token;

  const guidebooks = guidebookCalls(owner);
  const guidebook = await guidebooks.create({ title: 'Lisbon for friends' });
  await guidebooks.addTips(guidebook.id, [
    { category: 'eat', content: 'Bifana' },
    { category: 'parks', content: 'Miradouro da Graça' },
  ]);
  const guidebookLink = (await guidebooks.share(guidebook.id)).share_token;

  const imageId = randomBytes(16).toString('base64url');
  await t.db.kysely
    .insertInto('images')
    .values({
      id: imageId,
      user_id: account.id,
      content_type: 'image/webp',
      width: 1,
      height: 1,
      data: Buffer.from('RIFF-not-really-webp'),
    })
    .execute();
  await t.db.kysely.updateTable('user').set({ image_id: imageId }).where('id', '=', account.id).execute();

  // A reset link waiting to be used, and the attempt counters that name the account.
  expect(
    (await t.app.inject(jsonRequest('POST', '/api/auth/request-password-reset', { email: account.email })))
      .statusCode,
  ).toBe(200);
  const wrongChange = { current_password: 'not-the-password', new_password: 'a-brand-new-secret' };
  expect((await owner.post('/api/profile/password', wrongChange)).statusCode).toBe(400);
  expect((await owner.post('/api/profile/deletion', { password: 'not-the-password' })).statusCode).toBe(400);

  return { account, second, trip, favorites, guidebook, guidebookLink };
}

describe.each(DIALECTS)('deleting an account on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('removes everything of the account in every table, and nothing of anyone else', async () => {
    const { account, second, trip, favorites, guidebook, guidebookLink } = await accountWithEverything(t);
    const bystander = await accountWithEverything(t);
    const publicViews = [
      `/api/public/trips/${trip.id}`,
      `/api/public/share-links/${trip.share_token}`,
      `/api/public/shared-favorites/${favorites}`,
      `/api/public/trips/${trip.id}/shared-favorites`,
      `/api/public/shared-guidebooks/${guidebookLink}`,
    ];
    for (const url of publicViews) expect((await apiClient(t).get(url)).statusCode, url).toBe(200);
    expect(await valuesMentioning(t, [account.id])).not.toEqual([]);
    const before = await rowCounts(t);

    const response = await apiClient(t, account.cookie).post('/api/profile/deletion', {
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });

    expect(await valuesMentioning(t, [account.id, account.email])).toEqual([]);
    const after = await rowCounts(t);
    const removed = Object.fromEntries(
      Object.entries(before)
        .map(([table, count]) => [table, count - (after[table] ?? 0)] as const)
        .filter(([, difference]) => difference !== 0),
    );
    expect(removed).toEqual({
      user: 1,
      session: 2,
      account: 1,
      verification: 1,
      trips: 1,
      recommendations: 2,
      // The friend's send, and the batch that was to tell the owner of it.
      submissions: 1,
      notification_batches: 1,
      shared_favorites: 1,
      guidebooks: 1,
      guidebook_recommendations: 2,
      shared_guidebooks: 1,
      images: 1,
      // sign-up:{email}, password-reset:{email}, password-change:{id}, account-deletion:{id}
      rate_limits: 4,
    });

    for (const url of publicViews) {
      const gone = await apiClient(t).get(url);
      expect(gone.statusCode, url).toBe(404);
      expect(errorOf(gone).code).toBe('NOT_FOUND');
    }
    for (const cookie of [account.cookie, second]) {
      expect((await apiClient(t, cookie).get('/api/trips')).statusCode).toBe(401);
      expect((await apiClient(t, cookie).get(`/api/guidebooks/${guidebook.id}`)).statusCode).toBe(401);
    }

    const stillThere = apiClient(t, bystander.account.cookie);
    expect((await stillThere.get(`/api/trips/${bystander.trip.id}`)).statusCode).toBe(200);
    expect((await stillThere.get(`/api/guidebooks/${bystander.guidebook.id}`)).statusCode).toBe(200);
    expect((await apiClient(t).get(`/api/public/shared-favorites/${bystander.favorites}`)).statusCode).toBe(
      200,
    );
  });

  it('lets the e-mail sign up again, as a new and empty account', async () => {
    const { account } = await accountWithEverything(t);
    await apiClient(t, account.cookie).post('/api/profile/deletion', { password: account.password });
    const again = await signUp(t, { email: account.email, password: 'another-secret' });
    expect(again.id).not.toBe(account.id);
    const trips = await apiClient(t, again.cookie).get('/api/trips');
    expect(trips.statusCode).toBe(200);
    expect(trips.json<{ trips: unknown[] }>().trips).toEqual([]);
    const oldPassword = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-in/email', { email: account.email, password: account.password }),
    );
    expect(oldPassword.statusCode).toBe(401);
  });
});
