import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createAppWithNeighbour, signUp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

type SharedFavorites = { shared: { owner_first_name: string; recommendations: { content: string }[] } };
type SharedGuidebook = {
  guidebook: { owner: { first_name: string }; recommendations: { content: string }[] };
};

/**
 * What a share link shows is kept in memory by its token until what it shows changes: each change, made on
 * this instance or another, shows at a visitor's next read; a revoked, replaced or expired link stops at once.
 */
describe.each(DIALECTS)('pages of share links kept in memory on %s', (dialect) => {
  let apps: Awaited<ReturnType<typeof createAppWithNeighbour>>;
  beforeAll(async () => {
    apps = await createAppWithNeighbour(dialect);
  });
  afterAll(() => apps.close());
  const visitor = () => apiClient(apps.t);
  const owner = async () => {
    const { cookie } = await signUp(apps.t, { first_name: 'Inês' });
    return apiClient({ ...apps.t, app: apps.elsewhere.app }, cookie);
  };

  it('favourites: show each change to the favourites and the owner’s name, and end with the trip', async () => {
    const there = await owner();
    const trip = (await there.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>()
      .trip;
    const tips = (
      await there.post(`/api/trips/${trip.id}/recommendations`, {
        entries: [
          { category: 'eat', content: 'Pastéis de Belém' },
          { category: 'eat', content: 'Time Out Market' },
        ],
      })
    ).json<{ recommendations: { id: string }[] }>().recommendations;
    await there.patch(`/api/recommendations/${tips[0]?.id}`, { is_favorite: true });
    const { share_token } = (await there.post(`/api/trips/${trip.id}/shared-favorites`, {})).json<{
      share_token: string;
    }>();
    const read = () => visitor().get(`/api/public/shared-favorites/${share_token}`);
    const favourites = async () =>
      (await read()).json<SharedFavorites>().shared.recommendations.map((tip) => tip.content);
    await expect.poll(favourites).toEqual(['Pastéis de Belém']);

    await there.patch(`/api/recommendations/${tips[1]?.id}`, { is_favorite: true });
    await expect.poll(favourites).toEqual(['Pastéis de Belém', 'Time Out Market']);

    await there.patch('/api/profile', { first_name: 'Inês Maria', last_name: 'Costa' });
    await expect
      .poll(async () => (await read()).json<SharedFavorites>().shared.owner_first_name)
      .toBe('Inês Maria');

    await there.delete(`/api/trips/${trip.id}`);
    await expect.poll(async () => (await read()).statusCode).toBe(404);
  });

  it('guidebook: shows each change, and stops at once when revoked, replaced or expired', async () => {
    const there = await owner();
    const calls = guidebookCalls(there);
    const guidebook = await calls.create({ title: 'Lisbon for friends' });
    await calls.addTips(guidebook.id, [{ category: 'eat', content: 'Bifanas' }]);
    const first = await calls.share(guidebook.id);
    const read = (token: string) => visitor().get(`/api/public/shared-guidebooks/${token}`);
    const entries = async (token: string) =>
      (await read(token)).json<SharedGuidebook>().guidebook.recommendations.map((tip) => tip.content);
    await expect.poll(() => entries(first.share_token)).toEqual(['Bifanas']);

    await calls.addTips(guidebook.id, [{ category: 'do', content: 'Tram 28' }]);
    await expect.poll(() => entries(first.share_token)).toEqual(['Bifanas', 'Tram 28']);

    await there.patch('/api/profile', { first_name: 'Inês Maria', last_name: 'Costa' });
    await expect
      .poll(async () => (await read(first.share_token)).json<SharedGuidebook>().guidebook.owner.first_name)
      .toBe('Inês Maria');

    const second = await calls.share(guidebook.id);
    expect((await read(second.share_token)).statusCode).toBe(200);
    expect(await there.delete(`/api/guidebooks/${guidebook.id}/shared-links/${second.id}`)).toMatchObject({
      statusCode: 204,
    });
    await expect.poll(async () => (await read(second.share_token)).statusCode).toBe(404);

    const third = await calls.share(guidebook.id, { replace: true });
    await expect.poll(async () => (await read(first.share_token)).statusCode).toBe(404);

    // Ends in a moment: read (and kept) before, refused once that moment has passed.
    await apps.t.db.kysely
      .updateTable('shared_guidebooks')
      .set({ expires_at: new Date(Date.now() + 1500).toISOString() })
      .where('share_token', '=', third.share_token)
      .execute();
    await apps.t.bus.publish({ id: guidebook.id, kind: 'guidebook' });
    await expect.poll(async () => (await read(third.share_token)).statusCode).toBe(200);
    await expect.poll(async () => (await read(third.share_token)).statusCode, { timeout: 5000 }).toBe(410);
  });
});
