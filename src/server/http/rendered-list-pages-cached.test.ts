import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../tests/support/api.js';
import { builtFriendPages } from '../../../tests/support/built-pages.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

/**
 * Each shared list's rendered page reads through the list's API read: the same cached page (a hand edit of the
 * database, which the app is not told of, shows whether a read went to the database), dropped for both by
 * a change, and the same check of its token.
 */
describe.each(DIALECTS)('shared lists drawn from their API reads on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let tripId = '';
  let favorites = '';
  let guidebookId = '';
  let guidebook = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { webDir: builtFriendPages() });
    owner = apiClient(t, (await signUp(t)).cookie);
    tripId = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>().trip
      .id;
    const shared = await owner.post(`/api/trips/${tripId}/shared-favorites`, {});
    favorites = shared.json<{ share_token: string }>().share_token;
    const created = await owner.post('/api/guidebooks', { title: 'Porto', destination: 'Porto' });
    guidebookId = created.json<{ guidebook: { id: string } }>().guidebook.id;
    const link = await owner.post(`/api/guidebooks/${guidebookId}/shared-links`, {});
    guidebook = link.json<{ share_token: string }>().share_token;
  });
  afterAll(() => t.close());

  const visitor = () => apiClient(t);
  const renderedTitle = async (url: string) =>
    /<h1>(.*?)<\/h1>/.exec((await t.app.inject({ method: 'GET', url })).body)?.[1];
  const readFavorites = async () =>
    (await visitor().get(`/api/public/shared-favorites/${favorites}`)).json<{
      shared: { destination: string };
    }>().shared.destination;
  const readGuidebook = async () =>
    (await visitor().get(`/api/public/shared-guidebooks/${guidebook}`)).json<{
      guidebook: { title: string };
    }>().guidebook.title;

  it('draws shared favourites from their kept API read, and reads both afresh after a change', async () => {
    expect(await readFavorites()).toBe('Lisbon');
    await t.db.kysely.updateTable('trips').set({ destination: 'By hand' }).where('id', '=', tripId).execute();
    expect(await renderedTitle(`/shared-favorites/${favorites}`)).toBe('Lisbon');
    await owner.patch(`/api/trips/${tripId}`, { recommendation_types: 'Food' });
    await expect.poll(() => renderedTitle(`/shared-favorites/${favorites}`)).toBe('By hand');
    await expect.poll(readFavorites).toBe('By hand');
  });

  it('answers a shared guidebook API read from what its drawn page read, until a change', async () => {
    expect(await renderedTitle(`/shared-guidebook/${guidebook}`)).toBe('Porto');
    const byHand = t.db.kysely.updateTable('guidebooks').set({ title: 'By hand' });
    await byHand.where('id', '=', guidebookId).execute();
    expect(await readGuidebook()).toBe('Porto');
    await owner.put(`/api/guidebooks/${guidebookId}`, { title: 'Porto again', destination: 'Porto' });
    await expect.poll(readGuidebook).toBe('Porto again');
    await expect.poll(() => renderedTitle(`/shared-guidebook/${guidebook}`)).toBe('Porto again');
  });

  it('sends the page undrawn for a malformed token, which the API read refuses, and for an unknown one', async () => {
    const unknown = 'x'.repeat(43);
    for (const [page, read] of [
      ['shared-favorites', 'shared-favorites'],
      ['shared-guidebook', 'shared-guidebooks'],
    ]) {
      expect((await visitor().get(`/api/public/${read}/not-a-token`)).statusCode).toBe(400);
      for (const url of [`/${page}/not-a-token`, `/${page}/${unknown}`]) {
        const rendered = await t.app.inject({ method: 'GET', url });
        expect(rendered.statusCode, url).toBe(200);
        expect(rendered.body, url).toContain('/assets/friend.js');
        expect(rendered.body, url).not.toContain('drawn-page');
      }
    }
  });
});
