import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { createAppWithNeighbour, signUp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

type Page = {
  guidebook: { id: string; title: string };
  recommendations: { id: string; content: string; is_favorite: boolean }[];
};

/**
 * The owner's guidebook page is kept in memory until the guidebook or one of its entries changes: each kind
 * of change, made on this instance or another, shows on the next read; no one else ever gets the cached page.
 */
describe.each(DIALECTS)('the guidebook page kept in memory on %s', (dialect) => {
  let apps: Awaited<ReturnType<typeof createAppWithNeighbour>>;
  beforeAll(async () => {
    apps = await createAppWithNeighbour(dialect);
  });
  afterAll(() => apps.close());

  it('shows every change at the next read, and is kept for its owner alone', async () => {
    const { cookie } = await signUp(apps.t);
    const here = apiClient(apps.t, cookie);
    const there = apiClient({ ...apps.t, app: apps.elsewhere.app }, cookie);
    const { guidebook } = (
      await there.post('/api/guidebooks', { title: 'Rome in a weekend', destination: 'Rome' })
    ).json<Page>();
    const page = async () => (await here.get(`/api/guidebooks/${guidebook.id}`)).json<Page>();
    const contents = async () => (await page()).recommendations.map((tip) => tip.content);
    expect(await contents()).toEqual([]);

    const added = await there.post(`/api/guidebooks/${guidebook.id}/recommendations`, {
      entries: [
        { category: 'eat', content: 'Supplì' },
        { category: 'eat', content: 'Maritozzi' },
      ],
    });
    const [suppli, maritozzi] = added.json<Page>().recommendations;
    await expect.poll(contents).toEqual(['Supplì', 'Maritozzi']);

    await there.patch(`/api/guidebook-recommendations/${suppli?.id}`, { is_favorite: true });
    await expect.poll(async () => (await page()).recommendations[0]?.is_favorite).toBe(true);

    await there.put(`/api/guidebooks/${guidebook.id}/recommendations/order`, {
      order: [
        { id: maritozzi?.id, order_index: 0 },
        { id: suppli?.id, order_index: 1 },
      ],
    });
    await expect.poll(contents).toEqual(['Maritozzi', 'Supplì']);

    await there.delete(`/api/guidebook-recommendations/${maritozzi?.id}`);
    await expect.poll(contents).toEqual(['Supplì']);

    const renamed = await there.put(`/api/guidebooks/${guidebook.id}`, {
      title: 'Rome in three days',
      destination: 'Rome',
    });
    expect(renamed.statusCode).toBe(200);
    await expect.poll(async () => (await page()).guidebook.title).toBe('Rome in three days');

    const stranger = apiClient(apps.t, (await signUp(apps.t)).cookie);
    expect((await stranger.get(`/api/guidebooks/${guidebook.id}`)).statusCode).toBe(404);

    await there.delete(`/api/guidebooks/${guidebook.id}`);
    await expect.poll(async () => (await here.get(`/api/guidebooks/${guidebook.id}`)).statusCode).toBe(404);
  });
});
