import { afterAll, describe, expect, it } from 'vitest';
import { sendJson, startStandInServer } from '../support/stand-in-server';
import { firstDatabase, useE2eEnvironment } from './support/environment';
import { ownerWithTrip } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { openLiveMap } from './support/maps';

/** A MapLibre style as a style server sends one: a version, sources and layers (here one GeoJSON area). */
const onlineStyle = {
  version: 8,
  name: 'Stand-in online style',
  sources: {
    area: {
      type: 'geojson',
      attribution: 'Stand-in tiles',
      data: {
        type: 'Feature',
        properties: {},
        geometry: {
          type: 'Polygon',
          coordinates: [
            [
              [-10, 36],
              [-6, 36],
              [-6, 42],
              [-10, 42],
              [-10, 36],
            ],
          ],
        },
      },
    },
  },
  layers: [
    { id: 'background', type: 'background', paint: { 'background-color': '#e8f1f8' } },
    { id: 'area', type: 'fill', source: 'area', paint: { 'fill-color': '#f3eee2' } },
  ],
};

// Which style the map loads is the server's setting and the browser's fetch, not the database's: checked once.
describe(`the online basemap on ${firstDatabase()}`, () => {
  let styles: Awaited<ReturnType<typeof startStandInServer>> | undefined;
  const env = useE2eEnvironment(firstDatabase(), {
    serverEnv: async () => {
      // Style servers answer any origin, as OpenFreeMap does: the page fetches the style across origins.
      styles = await startStandInServer('styles', (_request, response) => {
        response.setHeader('access-control-allow-origin', '*');
        sendJson(response, 200, onlineStyle);
      });
      return { MAP_STYLE_URL: `${styles.url}/styles/liberty.json` };
    },
  });
  afterAll(() => styles?.close());

  it('loads the configured style, and the bundled basemap with a notice when the style cannot be had', async () => {
    const { context, api, trip } = await ownerWithTrip(env(), 'Lisbon');
    await api.addTips(trip.id, [
      {
        category: 'eat',
        content: 'Custard tarts',
        place: { name: 'Manteigaria', placeId: 'osm:N1', latitude: 38.7107, longitude: -9.1434 },
      },
    ]);
    const page = await context.newPage();
    await page.goto(`/trip/${trip.id}/map`);
    await openLiveMap(page);
    expect(styles?.requests.some((request) => request.url.pathname === '/styles/liberty.json')).toBe(true);
    expect(await page.getByText('Offline map').count()).toBe(0);
    // The online style credits its own data, and the map shows it; the offline map's credits are not there.
    await page.locator('.maplibregl-ctrl-attrib').getByText('Stand-in tiles').waitFor();
    expect(await page.getByText('Made with Natural Earth').count()).toBe(0);

    styles?.answerWith((_request, response) => response.writeHead(503).end('down for maintenance'));
    await page.reload();
    await openLiveMap(page);
    await page
      .getByRole('status')
      .filter({ hasText: 'Offline map: the online map could not be loaded.' })
      .waitFor();
    // The offline map credits the data it draws: Natural Earth's land, GeoNames' city names (CC BY 4.0).
    const credits = page.locator('.maplibregl-ctrl-attrib');
    await credits.getByText('Made with Natural Earth').waitFor();
    expect(await credits.getByRole('link', { name: 'GeoNames' }).getAttribute('href')).toBe(
      'https://www.geonames.org/',
    );
    expect(await credits.getByRole('link', { name: 'CC BY 4.0' }).getAttribute('href')).toBe(
      'https://creativecommons.org/licenses/by/4.0/',
    );
    await page.getByRole('button', { name: 'Manteigaria', exact: true }).waitFor();
    await inspectPage(page, 'trip-map-offline-fallback');

    // The notices of what the web app bundles are served with it (scripts/write-third-party-notices.mjs).
    const notices = await page.request.get('/third-party-licenses.txt');
    expect(notices.status()).toBe(200);
    expect(notices.headers()['content-type']).toContain('text/plain');
    const text = await notices.text();
    for (const credit of [
      '\nmaplibre-gl ',
      '\nreact ',
      'Permission is hereby granted',
      'GeoNames (https://',
    ]) {
      expect(text).toContain(credit);
    }
  });
});
