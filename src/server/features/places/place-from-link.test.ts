import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaceDetails } from '../../../shared/contracts/places.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { startMapLinkRedirector } from '../../../../tests/support/map-link-redirector.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { resolveShortMapLink } from './short-map-links.js';

type Details = { result: PlaceDetails };

const MANTEIGARIA_LINK =
  'https://www.google.com/maps/place/Manteigaria,+R.+do+Loreto+2,+1200-108+Lisboa/@38.7106,-9.1459,17z/data=!3m1!4b1!4m6!3m5!1s0x0:0x0!8m2!3d38.7107!4d-9.1434';

describe.each(DIALECTS)('a pasted map link as a place, on %s', (dialect) => {
  let redirector: Awaited<ReturnType<typeof startMapLinkRedirector>>;
  let t: TestApp;
  let anyone: ApiClient;
  beforeAll(async () => {
    redirector = await startMapLinkRedirector({
      '/Mnt3ig4r1a': MANTEIGARIA_LINK,
      '/first': 'https://maps.app.goo.gl/second',
      '/second': 'https://www.google.com/maps/@38.7107,-9.1434,15z',
      '/loop': 'https://maps.app.goo.gl/loop',
      '/consent': 'https://consent.google.com/m?continue=https://maps.google.com/&gl=PT',
      '/elsewhere': 'https://example.com/maps/@38.71,-9.14,15z',
    });
    t = await createTestApp(dialect, { MAP_LINK_RESOLVER_URL: redirector.url });
    anyone = apiClient(t);
  });
  afterAll(async () => {
    await t.close();
    await redirector.close();
  });

  const fromLink = (url: string) => anyone.get(`/api/places/from-link?url=${encodeURIComponent(url)}`);

  it('reads the place, its address and its pin from a Google Maps link, for anyone', async () => {
    const response = await fromLink(MANTEIGARIA_LINK);
    expect(response.statusCode).toBe(200);
    expect(response.json<Details>().result).toEqual({
      place_id: 'geo:38.71070:-9.14340',
      name: 'Manteigaria',
      formatted_address: 'R. do Loreto 2, 1200-108 Lisboa',
      geometry: { location: { lat: 38.7107, lng: -9.1434 } },
    });
    // Its details answer by id too, as a search result's do.
    const details = await anyone.get('/api/places/geo:38.71070:-9.14340');
    expect(details.json<Details>().result.name).toBe('Manteigaria');
    expect(redirector.requests).toHaveLength(0);
  });

  it('names a pin without a name after the nearest town, and shows its coordinates as the address', async () => {
    const response = await fromLink('https://www.openstreetmap.org/?mlat=47.0707&mlon=15.4395');
    const { result } = response.json<Details>();
    expect(result.name).toBe('Graz');
    expect(result.formatted_address).toBe('47.07070, 15.43950');
  });

  it('follows a short link through the redirector, reading the Google Maps link it leads to without asking for it', async () => {
    const before = redirector.requests.length;
    const response = await fromLink('https://maps.app.goo.gl/Mnt3ig4r1a');
    expect(response.statusCode).toBe(200);
    expect(response.json<Details>().result.name).toBe('Manteigaria');
    expect(redirector.requests.slice(before).map((request) => request.url.pathname)).toEqual(['/Mnt3ig4r1a']);
    expect(redirector.requests.at(-1)?.headers['user-agent']).toMatch(/^Tiplist/);

    // A short link may lead to another before the map: each hop is asked of the redirector alone.
    const chained = await fromLink('https://maps.app.goo.gl/first');
    expect(chained.json<Details>().result.geometry.location).toEqual({ lat: 38.7107, lng: -9.1434 });
    expect(redirector.requests.slice(-2).map((request) => request.url.pathname)).toEqual([
      '/first',
      '/second',
    ]);
  });

  it.each([
    ['a redirect loop', 'https://maps.app.goo.gl/loop'],
    ['a consent page', 'https://maps.app.goo.gl/consent'],
    ['a redirect to another site', 'https://maps.app.goo.gl/elsewhere'],
    ['an unknown short link', 'https://maps.app.goo.gl/nothing-here'],
    ['a search without a place', 'https://www.google.com/maps/search/pasteis+de+nata'],
    ['another site', 'https://example.com/?mlat=38.71&mlon=-9.14'],
    ['javascript:', 'javascript:alert(document.cookie)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['a link to a private address', 'http://10.0.0.1/maps/@38.71,-9.14,15z'],
  ])('leaves %s as a link, saying so', async (_case, url) => {
    const before = redirector.requests.length;
    const response = await fromLink(url);
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe(
      'This link names no place we can read, so it stays a link in your tip.',
    );
    expect(redirector.requests.length - before).toBeLessThanOrEqual(5);
  });

  it('refuses a link longer than any map app’s, and none at all', async () => {
    const long = await fromLink(`https://www.google.com/maps/@38.71,-9.14,15z?x=${'a'.repeat(5_000)}`);
    expect(long.statusCode).toBe(400);
    expect(errorOf(long).fields?.url).toBe('A map link can be at most 2048 characters.');
    const none = await anyone.get('/api/places/from-link?url=');
    expect(errorOf(none).fields?.url).toBe('Paste a map link.');
  });
});

describe('short map links, followed safely', () => {
  it('are not followed to a private address when Google’s own redirector is asked', async () => {
    let asked = 0;
    const found = await resolveShortMapLink(new URL('https://maps.app.goo.gl/abc'), {
      resolverUrl: null,
      resolve: () => {
        asked += 1;
        return Promise.resolve([{ address: '127.0.0.1', family: 4 }]);
      },
    });
    expect(found).toBeNull();
    expect(asked).toBe(1);
  });
});
