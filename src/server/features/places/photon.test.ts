import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { photonAnswer, startPhotonServer } from '../../../../tests/support/photon-server.js';
import { sendJson } from '../../../../tests/support/stand-in-server.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

type Search = {
  predictions: {
    place_id: string;
    structured_formatting: { main_text: string; secondary_text: string };
    details?: { formatted_address: string; geometry: { location: { lat: number; lng: number } } };
  }[];
  source: string;
};

const manteigaria = {
  osmType: 'N' as const,
  osmId: 4_711_001,
  name: 'Manteigaria',
  street: 'Rua do Loreto',
  housenumber: '2',
  city: 'Lisbon',
  country: 'Portugal',
  lat: 38.7107,
  lon: -9.1434,
};

// The provider is a matter of the app, not of the database: SQLite is enough here.
describe('place search through Photon', () => {
  let photon: Awaited<ReturnType<typeof startPhotonServer>>;
  let t: TestApp;
  let client: ApiClient;
  beforeAll(async () => {
    photon = await startPhotonServer();
    t = await createTestApp('sqlite', { PLACES_PROVIDER: 'photon', PHOTON_URL: photon.url });
    client = apiClient(t);
  });
  afterAll(async () => {
    await t.close();
    await photon.close();
  });

  const search = (query: string) => client.get(`/api/places/search?${query}`);

  it('asks Photon with the query and the searcher’s position, names itself, and answers with coordinates', async () => {
    photon.answerWith((_request, response) => sendJson(response, 200, photonAnswer([manteigaria])));
    const response = await search('q=Manteig&lat=38.7&lng=-9.1');
    expect(response.statusCode).toBe(200);
    const asked = photon.requests.at(-1);
    expect(asked?.url.pathname).toBe('/api/');
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toMatchObject({
      q: 'Manteig',
      lat: '38.7',
      lon: '-9.1',
    });
    expect(asked?.headers['user-agent']).toMatch(/^Tiplist/);
    expect(response.json<Search>()).toEqual({
      source: 'online',
      provider: 'photon',
      predictions: [
        {
          place_id: 'osm:N4711001',
          structured_formatting: {
            main_text: 'Manteigaria',
            secondary_text: 'Rua do Loreto 2, Lisbon, Portugal',
          },
          details: {
            place_id: 'osm:N4711001',
            name: 'Manteigaria',
            formatted_address: 'Manteigaria, Rua do Loreto 2, Lisbon, Portugal',
            geometry: { location: { lat: 38.7107, lng: -9.1434 } },
          },
        },
      ],
    });
    const details = await client.get('/api/places/osm:N4711001');
    expect(details.json<{ result: { name: string } }>().result.name).toBe('Manteigaria');
  });

  it('answers a repeated search from its cache, without asking Photon again', async () => {
    photon.answerWith((_request, response) => sendJson(response, 200, photonAnswer([manteigaria])));
    await search('q=Cached%20cafe');
    const asked = photon.requests.length;
    expect((await search('q=cached  CAFE')).json<Search>().source).toBe('online');
    expect(photon.requests.length).toBe(asked);
  });

  it.each([
    ['a server error', (response: ServerResponse) => sendJson(response, 500, { message: 'down' })],
    ['broken JSON', (response: ServerResponse) => response.writeHead(200).end('{"features": [')],
    [
      'an HTML page',
      (response: ServerResponse) =>
        response.writeHead(200, { 'content-type': 'text/html' }).end('<h1>Hi</h1>'),
    ],
    [
      'coordinates off the globe',
      (response: ServerResponse) =>
        sendJson(response, 200, photonAnswer([{ ...manteigaria, lat: 123, lon: 500 }])),
    ],
    [
      'a name far too long',
      (response: ServerResponse) =>
        sendJson(response, 200, photonAnswer([{ ...manteigaria, name: 'x'.repeat(10_000) }])),
    ],
  ])('answers from the offline search, and says so, when Photon sends %s', async (_case, reply) => {
    photon.answerWith((_request, response) => reply(response));
    const body = (
      await search(`q=Lisbo&unique=`.replace('&unique=', '') + `&lat=38.7&lng=-9.${_case.length}`)
    ).json<Search>();
    expect(body.source).toBe('offline');
    expect(body.predictions[0]?.structured_formatting.main_text).toBe('Lisbon');
  });

  it('leaves a Photon that refuses alone for a while, answering offline and saying why', async () => {
    const refusing = await createTestApp('sqlite', { PLACES_PROVIDER: 'photon', PHOTON_URL: photon.url });
    try {
      photon.answerWith((_request, response) => sendJson(response, 429, {}));
      const asked = photon.requests.length;
      const first = (await apiClient(refusing).get('/api/places/search?q=Lisbo')).json<Search>();
      expect(first).toMatchObject({ source: 'offline', problem: 'quota' });
      const second = (await apiClient(refusing).get('/api/places/search?q=Porto')).json<Search>();
      expect(second).toMatchObject({ source: 'offline', problem: 'quota' });
      expect(photon.requests.length).toBe(asked + 1);
    } finally {
      await refusing.close();
    }
  });

  it('keeps the path of a Photon served under one', async () => {
    const underPath = await createTestApp('sqlite', {
      PLACES_PROVIDER: 'photon',
      PHOTON_URL: `${photon.url}/geocoder/`,
    });
    try {
      photon.answerWith((_request, response) => sendJson(response, 200, photonAnswer([manteigaria])));
      await apiClient(underPath).get('/api/places/search?q=Manteigaria');
      expect(photon.requests.at(-1)?.url.pathname).toBe('/geocoder/api/');
    } finally {
      await underPath.close();
    }
  });

  it('gives up on a Photon that does not answer, and answers from the offline search', async () => {
    photon.answerWith(() => undefined);
    const started = Date.now();
    const body = (await search('q=Lisbo')).json<Search>();
    expect(body.source).toBe('offline');
    expect(Date.now() - started).toBeLessThan(10_000);
  });

  it('answers from the offline search when Photon cannot be reached at all', async () => {
    const down = await createTestApp('sqlite', {
      PLACES_PROVIDER: 'photon',
      PHOTON_URL: 'http://127.0.0.1:9',
    });
    try {
      const response = await apiClient(down).get('/api/places/search?q=Lisbo');
      expect(response.json<Search>()).toMatchObject({ source: 'offline' });
      expect(response.json<Search>().predictions[0]?.structured_formatting.main_text).toBe('Lisbon');
    } finally {
      await down.close();
    }
  });
});
