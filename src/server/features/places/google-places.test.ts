import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import {
  autocompleteAnswer,
  GOOGLE_ERRORS,
  knowing,
  placeAnswer,
  sendGoogleError,
  startGooglePlacesServer,
  type GoogleError,
  type GooglePlace,
} from '../../../../tests/support/google-places-server.js';
import { sendJson } from '../../../../tests/support/stand-in-server.js';
import { createTestApp } from '../../../../tests/support/test-app.js';
import { PLACE_SEARCH_TEXTS } from '../../../shared/rules/place-search-texts.js';
import { googlePlacesProvider } from './google-places.js';
import { PlaceProviderError } from './place-provider.js';

type Search = {
  predictions: { place_id: string; structured_formatting: { main_text: string }; details?: unknown }[];
  source: string;
  problem?: string;
};

const KEY = 'test-key-0123456789';
const SESSION = 'f3b1c2d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
const manteigaria: GooglePlace = {
  id: 'ChIJ-Manteigaria_Chiado',
  name: 'Manteigaria',
  secondary: 'Rua do Loreto, Lisbon, Portugal',
  address: 'R. do Loreto 2, 1200-108 Lisboa, Portugal',
  lat: 38.7107,
  lng: -9.1434,
};

type Google = Awaited<ReturnType<typeof startGooglePlacesServer>>;
const appFor = (google: Google) =>
  createTestApp('sqlite', {
    PLACES_PROVIDER: 'google',
    GOOGLE_MAPS_API_KEY: KEY,
    GOOGLE_PLACES_URL: google.url,
  });
const replyWith = (reply: (response: ServerResponse) => void) => (_: unknown, response: ServerResponse) =>
  reply(response);
const json = (body: unknown) => replyWith((response) => sendJson(response, 200, body));
const refusal = (error: GoogleError) => replyWith((response) => sendGoogleError(response, error));
const page = (status: number) =>
  replyWith((response) => response.writeHead(status, { 'content-type': 'text/html' }).end('<h1>Hi</h1>'));

describe('place search through Google Places', () => {
  let google: Google;
  let t: Awaited<ReturnType<typeof appFor>>;
  let client: ApiClient;
  beforeAll(async () => {
    google = await startGooglePlacesServer();
    t = await appFor(google);
    client = apiClient(t);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('asks autocomplete with the key, a field mask, the text, the position and the session', async () => {
    google.answerWith(knowing([manteigaria]));
    const response = await client.get(`/api/places/search?q=Manteig&lat=38.7&lng=-9.1&session=${SESSION}`);
    const asked = google.requests.at(-1);
    expect(asked?.method).toBe('POST');
    expect(asked?.url.pathname).toBe('/v1/places:autocomplete');
    expect(asked?.url.search).toBe('');
    expect(asked?.headers['x-goog-api-key']).toBe(KEY);
    expect(asked?.headers['content-type']).toBe('application/json');
    expect(String(asked?.headers['x-goog-fieldmask']).split(',')).toEqual(
      expect.arrayContaining([
        'suggestions.placePrediction.placeId',
        'suggestions.placePrediction.structuredFormat',
      ]),
    );
    expect(asked?.body).toStrictEqual({
      input: 'Manteig',
      languageCode: 'en',
      sessionToken: SESSION,
      locationBias: { circle: { center: { latitude: 38.7, longitude: -9.1 }, radius: 50_000 } },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<Search>()).toStrictEqual({
      source: 'online',
      provider: 'google',
      predictions: [
        {
          place_id: manteigaria.id,
          structured_formatting: {
            main_text: 'Manteigaria',
            secondary_text: 'Rua do Loreto, Lisbon, Portugal',
          },
        },
      ],
    });
  });

  it('sends no bias and no session when the search has none, and skips query predictions', async () => {
    const query = { queryPrediction: { text: { text: 'pastel de nata' } } };
    const { suggestions = [] } = autocompleteAnswer([manteigaria]);
    google.answerWith(
      replyWith((response) => sendJson(response, 200, { suggestions: [query, ...suggestions] })),
    );
    const body = (await client.get('/api/places/search?q=Pastel')).json<Search>();
    expect(google.requests.at(-1)?.body).toStrictEqual({ input: 'Pastel', languageCode: 'en' });
    expect(body.predictions.map((prediction) => prediction.place_id)).toEqual([manteigaria.id]);
  });

  it('answers online with nothing when Google finds nothing', async () => {
    google.answerWith(knowing([]));
    expect((await client.get('/api/places/search?q=Zzyzx')).json<Search>()).toEqual({
      source: 'online',
      provider: 'google',
      predictions: [],
    });
  });

  it('gets the chosen place in the same session, with its field mask, and asks only once', async () => {
    google.answerWith(knowing([manteigaria]));
    await client.get(`/api/places/search?q=Manteigaria&session=${SESSION}`);
    const response = await client.get(`/api/places/${manteigaria.id}?session=${SESSION}`);
    const asked = google.requests.at(-1);
    expect(asked?.method).toBe('GET');
    expect(asked?.url.pathname).toBe(`/v1/places/${manteigaria.id}`);
    expect(Object.fromEntries(asked?.url.searchParams ?? [])).toEqual({
      languageCode: 'en',
      sessionToken: SESSION,
    });
    expect(asked?.headers['x-goog-api-key']).toBe(KEY);
    expect(asked?.headers['x-goog-fieldmask']).toBe('id,displayName,formattedAddress,location');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toStrictEqual({
      result: {
        place_id: manteigaria.id,
        name: 'Manteigaria',
        formatted_address: 'R. do Loreto 2, 1200-108 Lisboa, Portugal',
        geometry: { location: { lat: 38.7107, lng: -9.1434 } },
      },
    });
    const asks = google.requests.length;
    expect((await client.get(`/api/places/${manteigaria.id}`)).json()).toEqual(response.json());
    expect(google.requests).toHaveLength(asks);
  });

  it('says a place Google does not know is not known here', async () => {
    google.answerWith(knowing([]));
    for (const id of ['ChIJ-Gone', 'osm:N123']) {
      const response = await client.get(`/api/places/${id}`);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response).message).toBe('This place is not known here. Please search again.');
    }
    // Another provider's id is not Google's to look up.
    expect(google.requests.at(-1)?.url.pathname).toBe('/v1/places/ChIJ-Gone');
  });

  it.each([
    ['a server error', refusal(GOOGLE_ERRORS.internal)],
    ['a 404 page', page(404)],
    ['coordinates off the globe', json(placeAnswer({ ...manteigaria, lat: 123 }))],
    ['a name far too long', json(placeAnswer({ ...manteigaria, name: 'x'.repeat(10_000) }))],
  ])('fails the details call, and says so, on %s', async (_case, reply) => {
    google.answerWith(reply);
    const response = await client.get('/api/places/ChIJ-Unlucky');
    expect(response.statusCode).toBe(502);
    expect(errorOf(response).message).toBe(PLACE_SEARCH_TEXTS.detailsFailed);
  });

  it('refuses a session token with characters Google does not take, without asking Google', async () => {
    const asks = google.requests.length;
    for (const session of ['abc<script>def', 'short', 'x'.repeat(37)].map(encodeURIComponent)) {
      expect((await client.get(`/api/places/search?q=Lisbo&session=${session}`)).statusCode).toBe(400);
      expect((await client.get(`/api/places/${manteigaria.id}?session=${session}`)).statusCode).toBe(400);
    }
    expect(google.requests).toHaveLength(asks);
  });

  let round = 0;
  it.each([
    ['a server error', refusal(GOOGLE_ERRORS.internal)],
    ['an outage', refusal(GOOGLE_ERRORS.unavailable)],
    ['a request it calls invalid', refusal(GOOGLE_ERRORS.badRequest)],
    ['an HTML page', page(200)],
    ['broken JSON', replyWith((response) => response.writeHead(200).end('{"suggestions": ['))],
    ['suggestions that are no list', json({ suggestions: 'Lisbon' })],
    [
      'a place id with markup',
      json(autocompleteAnswer([{ ...manteigaria, id: '<script>alert(1)</script>' }])),
    ],
    ['a name far too long', json(autocompleteAnswer([{ ...manteigaria, name: 'x'.repeat(10_000) }]))],
  ])(
    'answers from the offline search when Google sends %s, and asks again next time',
    async (_case, reply) => {
      round += 1;
      const near = `lat=38.7&lng=-9.${round}`;
      google.answerWith(reply);
      const body = (await client.get(`/api/places/search?q=Lisbo&${near}`)).json<Search>();
      expect(body).toMatchObject({ source: 'offline', problem: 'unreachable' });
      expect(body.predictions[0]?.structured_formatting.main_text).toBe('Lisbon');
      google.answerWith(knowing([manteigaria]));
      const asks = google.requests.length;
      expect((await client.get(`/api/places/search?q=Mantei&${near}`)).json<Search>().source).toBe('online');
      expect(google.requests).toHaveLength(asks + 1);
    },
  );

  it('names neither the query nor the key in its failures, which are logged', async () => {
    google.answerWith(refusal(GOOGLE_ERRORS.invalidKey));
    const failure: unknown = await googlePlacesProvider(google.url, KEY)
      .search('my secret address', {}, SESSION)
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).toBeInstanceOf(PlaceProviderError);
    expect(failure).toMatchObject({ problem: 'invalid-key', lasting: true });
    expect((failure as PlaceProviderError).message).not.toMatch(/secret|test-key/);
  });
});

describe.each([
  ['a key it does not know', GOOGLE_ERRORS.invalidKey, 'invalid-key'],
  ['a key barred from the Places API', GOOGLE_ERRORS.serviceBlocked, 'access-denied'],
  ['the Places API not enabled', GOOGLE_ERRORS.serviceDisabled, 'access-denied'],
  ['a spent quota', GOOGLE_ERRORS.quota, 'quota'],
  ['no answer at all', null, 'unreachable'],
])('when Google refuses with %s', (_case, error, problem) => {
  it('answers from the offline search, says why, and leaves Google alone for a while', async () => {
    const google = await startGooglePlacesServer();
    google.answerWith(error ? refusal(error) : replyWith((response) => response.destroy()));
    // An app of its own: the pause it starts would hold up every other case.
    const t = await appFor(google);
    try {
      const client = apiClient(t);
      const first = await client.get('/api/places/search?q=Lisbo');
      expect(first.statusCode).toBe(200);
      expect(first.json<Search>()).toMatchObject({ source: 'offline', problem });
      expect(first.json<Search>().predictions[0]?.structured_formatting.main_text).toBe('Lisbon');
      expect(google.requests).toHaveLength(1);
      expect((await client.get('/api/places/search?q=Porto')).json<Search>()).toMatchObject({
        source: 'offline',
        problem,
      });
      expect((await client.get(`/api/places/${manteigaria.id}`)).statusCode).toBe(502);
      expect(google.requests).toHaveLength(1);
    } finally {
      await t.close();
      await google.close();
    }
  });
});
