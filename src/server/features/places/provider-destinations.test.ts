import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import {
  autocompleteAnswer,
  searchTextAnswer,
  startGooglePlacesServer,
} from '../../../../tests/support/google-places-server.js';
import { photonAnswer, startPhotonServer } from '../../../../tests/support/photon-server.js';
import { sendJson, type RecordedRequest } from '../../../../tests/support/stand-in-server.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';

const paramsOf = (request: RecordedRequest | undefined) =>
  Object.fromEntries(request?.url.searchParams ?? []);
const isLocating = (request: RecordedRequest) => request.url.searchParams.getAll('layer').length > 0;

// The provider is a matter of the app, not of the database: SQLite is enough here.
describe('destinations located and searched near through Photon', () => {
  let photon: Awaited<ReturnType<typeof startPhotonServer>>;
  let t: TestApp;
  let owner: ApiClient;
  beforeAll(async () => {
    photon = await startPhotonServer();
    t = await createTestApp('sqlite', { PLACES_PROVIDER: 'photon', PHOTON_URL: photon.url });
    owner = apiClient(t, (await buildUser(t)).cookie);
  });
  afterAll(async () => {
    await t.close();
    await photon.close();
  });

  const kindOf = (id: string) =>
    t.db.kysely
      .selectFrom('trips')
      .select(['destination_kind', 'destination_country', 'destination_lat'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();

  it('asks Photon where a new trip goes, then biases each search to it at a zoom that takes it in', async () => {
    photon.answerWith((request, response) => {
      if (!isLocating(request)) return sendJson(response, 200, photonAnswer([]));
      const answer = photonAnswer([
        { osmType: 'R', osmId: 295_480, name: 'Portugal', lat: 39.66, lon: -8.13 },
      ]);
      const features = answer.features.map((feature) => ({
        ...feature,
        properties: {
          ...feature.properties,
          type: 'country',
          osm_key: 'boundary',
          osm_value: 'administrative',
        },
      }));
      sendJson(response, 200, { ...answer, features });
    });
    const made = await owner.post('/api/trips', { destination: 'Portugal' });
    const { id } = made.json<{ trip: { id: string } }>().trip;
    const locating = photon.requests.at(-1);
    expect(paramsOf(locating)).toMatchObject({ q: 'Portugal', limit: '1' });
    expect(locating?.url.searchParams.getAll('layer')).toEqual(['city', 'county', 'state', 'country']);
    expect(await kindOf(id)).toEqual({
      destination_kind: 'country',
      destination_country: 'PT',
      destination_lat: 39.66,
    });

    await owner.get(`/api/places/search?q=Port&lat=52.52&lng=13.4&list=trip:${id}`);
    expect(paramsOf(photon.requests.at(-1))).toMatchObject({
      q: 'Port',
      lat: '39.66',
      lon: '-8.13',
      zoom: '5',
    });
  });

  it('locates from the offline data when Photon fails or knows no such place', async () => {
    photon.answerWith((_request, response) => sendJson(response, 200, photonAnswer([])));
    const unknown = await owner.post('/api/trips', { destination: 'Edinburgh' });
    expect(await kindOf(unknown.json<{ trip: { id: string } }>().trip.id)).toMatchObject({
      destination_kind: 'city',
      destination_country: 'GB',
    });
    photon.answerWith((_request, response) => sendJson(response, 503, {}));
    const failing = await owner.post('/api/trips', { destination: 'Tuscany' });
    expect(failing.statusCode).toBe(201);
    expect(await kindOf(failing.json<{ trip: { id: string } }>().trip.id)).toMatchObject({
      destination_kind: 'region',
      destination_country: 'IT',
    });
  });
});

describe('destinations located and searched near through Google Places', () => {
  let google: Awaited<ReturnType<typeof startGooglePlacesServer>>;
  let t: TestApp;
  let owner: ApiClient;
  beforeAll(async () => {
    google = await startGooglePlacesServer();
    t = await createTestApp('sqlite', {
      PLACES_PROVIDER: 'google',
      GOOGLE_PLACES_URL: google.url,
      GOOGLE_MAPS_API_KEY: 'test-key-0123456789',
    });
    owner = apiClient(t, (await buildUser(t)).cookie);
  });
  afterAll(async () => {
    await t.close();
    await google.close();
  });

  it('asks Text Search where a new trip goes, and biases autocomplete to the country’s extent', async () => {
    google.answerWith((request, response) => {
      if (request.url.pathname === '/v1/places:searchText') {
        sendJson(
          response,
          200,
          searchTextAnswer([{ lat: 39.4, lng: -8.2, types: ['country'], country: 'PT' }]),
        );
      } else sendJson(response, 200, autocompleteAnswer([]));
    });
    const made = await owner.post('/api/trips', { destination: 'Portugal' });
    const { id } = made.json<{ trip: { id: string } }>().trip;
    const locating = google.requests.at(-1);
    expect(locating?.headers['x-goog-fieldmask']).toBe(
      'places.location,places.types,places.addressComponents',
    );
    expect(locating?.body as Record<string, unknown>).toMatchObject({ textQuery: 'Portugal', pageSize: 1 });

    await owner.get(`/api/places/search?q=Port&lat=52.52&lng=13.4&list=trip:${id}`);
    const { locationBias: bias } = google.requests.at(-1)?.body as {
      locationBias: {
        rectangle: Record<'low' | 'high', Record<'latitude' | 'longitude', number>>;
        circle?: unknown;
      };
    };
    // Mainland Portugal to the Azores: the middle of its towns, not a circle around the searcher.
    expect(bias.rectangle.low.latitude).toBeLessThan(37.5);
    expect(bias.rectangle.high.latitude).toBeGreaterThan(41.5);
    expect(bias.rectangle.high.longitude).toBeLessThan(-6);
    expect(bias.circle).toBeUndefined();
  });

  it('biases a city’s searches to a circle around it', async () => {
    google.answerWith((request, response) => {
      if (request.url.pathname === '/v1/places:searchText') {
        sendJson(
          response,
          200,
          searchTextAnswer([{ lat: 55.95, lng: -3.19, types: ['locality'], country: 'GB' }]),
        );
      } else sendJson(response, 200, autocompleteAnswer([]));
    });
    const made = await owner.post('/api/trips', { destination: 'Edinburgh' });
    const { id } = made.json<{ trip: { id: string } }>().trip;
    await owner.get(`/api/places/search?q=Perth&list=trip:${id}`);
    expect((google.requests.at(-1)?.body as { locationBias: unknown }).locationBias).toEqual({
      circle: { center: { latitude: 55.95, longitude: -3.19 }, radius: 50_000 },
    });
  });
});
