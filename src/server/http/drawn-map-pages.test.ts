import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { builtAppPages } from '../../../tests/support/built-pages.js';
import { insertTipRows } from '../../../tests/support/database-rows.js';
import { buildGuidebook } from '../../../tests/support/factories/guidebooks.js';
import { buildTrip } from '../../../tests/support/factories/trips.js';
import { buildUser, type BuiltUser } from '../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import type { RenderedMapPage } from '../../shared/rules/rendered-app-page.js';
import { jsonInScript } from '../../shared/rules/rendered-friend-page.js';
import { RENDERED_TIPS_MAX } from './rendered-page-html.js';

const HOSTILE = 'Lisbon</script><script>alert(1)</script> & "Porto"';
const place = { name: 'Belém', placeId: 'osm:N1', latitude: 38.6916, longitude: -9.2157 };
const TIPS = [
  { category: 'eat' as const, content: 'Pastéis', is_favorite: true, place },
  { category: 'do' as const, content: 'Tram 28' },
];

const drawnOf = (body: string): RenderedMapPage | null => {
  const block = /<script type="application\/json" id="drawn-app-page">(.*?)<\/script>/.exec(body);
  if (!block?.[1]) return null;
  const rendered = JSON.parse(block[1]) as RenderedMapPage;
  // The block cannot be ended by what it carries.
  expect(block[1]).toBe(jsonInScript(rendered));
  return rendered;
};

describe.each(DIALECTS)('map pages drawn by the server on %s', (dialect) => {
  let t: TestApp;
  let ana: BuiltUser;
  let stranger: BuiltUser;
  let tripId = '';
  let favoritesToken = '';
  let guidebookId = '';
  let guidebookToken = '';
  beforeAll(async () => {
    t = await createTestApp(dialect, { MAP_STYLE_URL: 'offline' }, { webDir: builtAppPages() });
    ana = await buildUser(t, { first_name: 'Ana' });
    stranger = await buildUser(t, { first_name: 'Rui' });
    const built = await buildTrip(t, { owner: ana, destination: HOSTILE, tips: TIPS, sharedFavorites: true });
    tripId = built.trip.id;
    favoritesToken = built.sharedFavoritesToken ?? '';
    const book = await buildGuidebook(t, {
      owner: ana,
      title: 'Lisbon slowly',
      tips: TIPS,
      sharedLink: true,
    });
    guidebookId = book.guidebook.id;
    guidebookToken = book.shareToken ?? '';
  });
  afterAll(() => t.close());

  const open = (url: string, who?: BuiltUser | string) =>
    t.app.inject({
      method: 'GET',
      url,
      headers: who ? { cookie: typeof who === 'string' ? who : who.cookie } : {},
    });

  const expectAsBuilt = (body: string, url: string) => {
    expect(body, url).not.toContain('drawn-app-page');
    expect(body, url).not.toContain('Pastéis');
    expect(body, url).not.toContain('after-paint');
  };

  it("draws the owner's trip map from the trip's read, in the trip map's own shell", async () => {
    const page = await open(`/trip/${tripId}/map`, ana);
    expect(page.statusCode).toBe(200);
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(page.headers.vary).toContain('Cookie');
    expect(page.body).toContain('<div id="root" inert><h1>Lisbon&lt;/script>&lt;script>alert(1)&lt;/script>');
    expect(page.body).toContain(`/trip/${tripId}/map Ana trip 2</p>`);
    expect(page.body).toContain('/assets/after-paint-tripMap.js');
    expect(page.body).toContain(
      '<title>Map · Lisbon&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;Porto&quot; · Tiplist</title>',
    );
    const rendered = drawnOf(page.body);
    expect(rendered).toMatchObject({ page: 'map', pathname: `/trip/${tripId}/map`, styleUrl: null });
    expect(rendered?.user?.first_name).toBe('Ana');
    const read = await apiClient(t, ana.cookie).get(`/api/trips/${tripId}`);
    expect(rendered?.list).toEqual({ kind: 'trip', detail: read.json() });
  });

  it("draws the owner's guidebook map, and neither owner's map for anyone else", async () => {
    const page = await open(`/guidebook/${guidebookId}/map`, ana);
    expect(page.body).toContain(`/guidebook/${guidebookId}/map Ana guidebook 2</p>`);
    expect(page.body).toContain('/assets/after-paint-guidebookMap.js');
    const read = await apiClient(t, ana.cookie).get(`/api/guidebooks/${guidebookId}`);
    expect(drawnOf(page.body)?.list).toEqual({ kind: 'guidebook', detail: read.json() });

    const forged = 'better-auth.session_token=forged.value';
    for (const url of [`/trip/${tripId}/map`, `/guidebook/${guidebookId}/map`]) {
      for (const who of [undefined, stranger, forged]) {
        const undrawn = await open(url, who);
        expect(undrawn.statusCode, url).toBe(200);
        expect(undrawn.body, url).toContain('/assets/main.js');
        expectAsBuilt(undrawn.body, url);
      }
    }
    for (const url of [`/trip/${crypto.randomUUID()}/map`, '/trip/not-an-id/map', '/guidebook/nope/map']) {
      expectAsBuilt((await open(url, ana)).body, url);
    }
  });

  it('draws the shared maps for anyone with the link, the favourites only', async () => {
    for (const [url, shell] of [
      [`/shared-favorites/${favoritesToken}/map`, 'sharedFavoritesMap'],
      [`/hello/${tripId}/map`, 'askByIdMap'],
    ] as const) {
      const page = await open(url);
      expect(page.statusCode, url).toBe(200);
      expect(page.body, url).toContain(`${url} visitor shared 1</p>`);
      expect(page.body, url).toContain(`/assets/after-paint-${shell}.js`);
      const rendered = drawnOf(page.body);
      expect(rendered?.user).toBeNull();
      expect(rendered?.list).toMatchObject({
        kind: 'shared',
        shared: { page: 'shared-favorites', signedIn: false, token: url.split('/')[2] },
      });
    }
    const guidebook = await open(`/shared-guidebook/${guidebookToken}/map`, stranger);
    expect(guidebook.body).toContain(`/shared-guidebook/${guidebookToken}/map Rui shared 2</p>`);
    expect(drawnOf(guidebook.body)?.list).toMatchObject({
      kind: 'shared',
      shared: { page: 'shared-guidebook', signedIn: true, token: guidebookToken },
    });
  });

  it('sends as built a link that leads nowhere, a link to one tip and an address the app does not route', async () => {
    const { trip: unshared } = await buildTrip(t, { owner: ana, tips: TIPS });
    for (const url of [
      `/shared-favorites/${'n'.repeat(43)}/map`,
      '/shared-favorites/not-a-token/map',
      `/hello/${unshared.id}/map`,
      '/hello/not-an-id/map',
      `/shared-guidebook/${'n'.repeat(43)}/map`,
      `/shared-favorites/${favoritesToken}/map?tip=${crypto.randomUUID()}`,
      `/%74rip/${tripId}/map`,
      `/trip/${tripId.replace('-', '%2D')}/map`,
      `/shared-favorites/${favoritesToken}/%6Dap`,
    ]) {
      const page = await open(url, ana);
      expect(page.statusCode, url).toBe(200);
      expectAsBuilt(page.body, url);
    }
    const deepLink = await open(`/trip/${tripId}/map?tip=${crypto.randomUUID()}`, ana);
    expectAsBuilt(deepLink.body, 'a link to one tip');
  });

  it('sends a list of more tips than are drawn as built, for the app to draw', async () => {
    const { trip } = await buildTrip(t, { owner: ana, destination: 'Long list' });
    await insertTipRows(t.db, { tripId: trip.id }, RENDERED_TIPS_MAX);
    expect((await open(`/trip/${trip.id}/map`, ana)).body).toContain(`Ana trip ${RENDERED_TIPS_MAX}</p>`);
    // Added through the API, which drops the trip's cached read.
    await apiClient(t, ana.cookie).post(`/api/trips/${trip.id}/recommendations`, {
      entries: [{ category: 'do', content: 'One more' }],
    });
    expectAsBuilt((await open(`/trip/${trip.id}/map`, ana)).body, 'a long list');
  });

  it('sends the page as built to an address past its limit of drawings', async () => {
    const url = `/shared-guidebook/${guidebookToken}/map`;
    const from = { remoteAddress: '203.0.113.77' };
    const drawn = async () =>
      (await t.app.inject({ method: 'GET', url, ...from })).body.includes('drawn-app-page');
    let count = 0;
    while (count <= 200 && (await drawn())) count += 1;
    expect(count).toBe(120);
    // Another address is still drawn its map.
    expect((await open(url)).body).toContain('drawn-app-page');
  });
});
