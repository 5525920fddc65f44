import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../tests/support/api.js';
import { builtFriendPages } from '../../../tests/support/built-pages.js';
import { buildGuidebook } from '../../../tests/support/factories/guidebooks.js';
import { buildTrip } from '../../../tests/support/factories/trips.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { publicContracts } from '../../shared/contracts/public.js';
import { rateLimitOf } from './rate-limits.js';

/**
 * Each shared list's rendered page reads through the list's API read: the same cached page (a hand edit of the
 * database, which the app is not told of, shows whether a read went to the database), dropped for both by
 * a change, the same check of its token and the same limit per address, past which the page comes undrawn.
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
    const built = await buildTrip(t, { destination: 'Lisbon', sharedFavorites: true });
    owner = apiClient(t, built.owner.cookie);
    [tripId, favorites] = [built.trip.id, built.sharedFavoritesToken ?? ''];
    const book = await buildGuidebook(t, { owner: built.owner, title: 'Porto', sharedLink: true });
    [guidebookId, guidebook] = [book.guidebook.id, book.shareToken ?? ''];
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

  it('draws a list its read’s limit of times an address, then sends it undrawn for its script to read', async () => {
    const url = `/shared-favorites/${favorites}`;
    const from = (remoteAddress: string) => t.app.inject({ method: 'GET', url, remoteAddress });
    for (let i = 0; i < rateLimitOf(publicContracts.sharedFavorites).max; i += 1) {
      expect((await from('203.0.113.7')).statusCode).toBe(200);
    }
    const past = await from('203.0.113.7');
    expect(past.statusCode).toBe(200);
    expect(past.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(past.body).toContain('/assets/friend.js');
    expect(past.body).not.toContain('drawn-page');
    // The script's API read counts on its own; another address is drawn as before.
    const read = { method: 'GET' as const, url: `/api/public/shared-favorites/${favorites}` };
    expect((await t.app.inject({ ...read, remoteAddress: '203.0.113.7' })).statusCode).toBe(200);
    expect((await from('203.0.113.8')).body).toContain('drawn-page');
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
