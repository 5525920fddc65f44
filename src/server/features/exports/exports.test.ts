import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tip } from '../../../shared/contracts/tips.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('downloading a trip on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  let tripId: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { publicUrl: 'https://tips.example' });
    owner = apiClient(t, (await signUp(t)).cookie);
    stranger = apiClient(t, (await signUp(t)).cookie);
    tripId = (await owner.post('/api/trips', { destination: 'São Paulo' })).json<{ trip: { id: string } }>()
      .trip.id;
    await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [
        {
          category: 'eat',
          content: 'Pastel at Mercadão <b>&</b>',
          place: { name: 'Mercadão', latitude: -23.5417, longitude: -46.6294, placeId: 'osm:9' },
        },
        { category: 'do', content: '=HYPERLINK("x") walk on Paulista on Sunday' },
      ],
    });
  });
  afterAll(() => t.close());

  const download = (client: ApiClient, format: string, id = tripId) =>
    client.get(`/api/trips/${id}/export?format=${format}`);

  it.each([
    ['gpx', 'application/gpx+xml; charset=utf-8'],
    ['kml', 'application/vnd.google-earth.kml+xml; charset=utf-8'],
    ['geojson', 'application/geo+json; charset=utf-8'],
    ['csv', 'text/csv; charset=utf-8'],
  ])('sends the owner %s as a file named after the trip', async (format, type) => {
    const response = await download(owner, format);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(type);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="Sao Paulo.${format}"; filename*=UTF-8''S%C3%A3o%20Paulo.${format}`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toContain('https://tips.example/trip/');
  });

  it('puts the located tip on the map files, every tip in the CSV, escaped for each', async () => {
    const geojson = (await download(owner, 'geojson')).json<{
      features: { properties: { text: string } }[];
    }>();
    expect(geojson.features.map((feature) => feature.properties.text)).toEqual([
      'Pastel at Mercadão <b>&</b>',
    ]);
    const gpx = (await download(owner, 'gpx')).body;
    expect(gpx).toContain('<wpt lat="-23.5417" lon="-46.6294"><name>Mercadão</name>');
    expect(gpx).toContain('<desc>Pastel at Mercadão &amp;lt;b&amp;gt;&amp;amp;&amp;lt;/b&amp;gt;</desc>');
    const rows = (await download(owner, 'csv')).body.split('\r\n');
    expect(rows).toHaveLength(4);
    expect(rows.find((row) => row.startsWith('Do,'))).toMatch(
      /^Do,"'=HYPERLINK\(""x""\) walk on Paulista on Sunday",/,
    );
    const tips = (await owner.get(`/api/trips/${tripId}`)).json<{ recommendations: Tip[] }>().recommendations;
    expect(tips).toHaveLength(2);
  });

  it('answers another user as if the trip did not exist, and a visitor with 401', async () => {
    const theirs = await download(stranger, 'csv');
    expect(theirs.statusCode).toBe(404);
    expect(theirs.headers['content-disposition']).toBeUndefined();
    expect((await download(apiClient(t), 'csv')).statusCode).toBe(401);
    expect((await download(owner, 'csv', crypto.randomUUID())).statusCode).toBe(404);
  });

  it.each([['pdf'], [''], ['GPX']])('refuses the format "%s" with a clear message', async (format) => {
    const response = await download(owner, format);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response))).toContain('Choose a file format: gpx, kml, geojson or csv.');
  });

  it('refuses a download without a format', async () => {
    const response = await owner.get(`/api/trips/${tripId}/export`);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
  });
});
