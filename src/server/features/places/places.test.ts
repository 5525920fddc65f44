import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { placeContracts } from '../../../shared/contracts/places.js';
import { rateLimitOf } from '../../http/rate-limits.js';
import { storedPlaceSearchQuery } from './stored-places.js';

type Search = {
  predictions: { place_id: string; structured_formatting: { main_text: string; secondary_text: string } }[];
  source: string;
};
type Details = {
  result: {
    place_id: string;
    name: string;
    formatted_address: string;
    geometry: { location: { lat: number; lng: number } };
  };
};

describe.each(DIALECTS)('place search without an online provider on %s', (dialect) => {
  let t: TestApp;
  let anonymous: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    anonymous = apiClient(t);
  });
  afterAll(() => t.close());

  const search = (query: string) => anonymous.get(`/api/places/search?${query}`);

  it('finds cities for anyone, with the country below the name and coordinates in the details', async () => {
    const response = await search('q=Lisb');
    expect(response.statusCode).toBe(200);
    expect(response.headers['server-timing']).toMatch(/^search;dur=\d+\.\d\d$/);
    const body = response.json<Search>();
    expect(body.source).toBe('offline');
    expect(body.predictions[0]?.structured_formatting).toEqual({
      main_text: 'Lisbon',
      secondary_text: 'Portugal',
    });

    const details = await anonymous.get(`/api/places/${body.predictions[0]?.place_id ?? ''}`);
    expect(details.statusCode).toBe(200);
    const { result } = details.json<Details>();
    expect(result).toMatchObject({ name: 'Lisbon', formatted_address: 'Lisbon, Portugal' });
    expect(result.geometry.location.lat).toBeCloseTo(38.72, 1);
  });

  it('offers places already tagged on this server first, and their details', async () => {
    const owner = apiClient(t, (await signUp(t)).cookie);
    const trip = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{ trip: { id: string } }>()
      .trip;
    await owner.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [
        {
          category: 'eat',
          content: 'Custard tarts at Lisboa Pastry',
          place: {
            name: 'Lisboa Pastry',
            placeId: 'osm:N4242',
            latitude: 38.71,
            longitude: -9.14,
            address: 'Rua Augusta 1, Lisbon',
          },
        },
      ],
    });
    const { predictions } = (await search('q=lisbo')).json<Search>();
    expect(predictions[0]).toMatchObject({
      place_id: 'osm:N4242',
      structured_formatting: { main_text: 'Lisboa Pastry', secondary_text: 'Rua Augusta 1, Lisbon' },
    });
    const { result } = (await anonymous.get('/api/places/osm:N4242')).json<Details>();
    expect(result).toEqual({
      place_id: 'osm:N4242',
      name: 'Lisboa Pastry',
      formatted_address: 'Lisboa Pastry, Rua Augusta 1, Lisbon',
      geometry: { location: { lat: 38.71, lng: -9.14 } },
    });
  });

  it('finds tagged places by the start of their name through an index', async () => {
    const { sql: text, parameters } = storedPlaceSearchQuery(t.db, 'lis', 4).compile();
    const plan = await t.db.kysely.connection().execute(async (connection) => {
      // With a handful of rows a sequential scan is cheaper; the question is whether the index can serve.
      if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
      const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
      const result = await connection.executeQuery(CompiledQuery.raw(`${explain} ${text}`, [...parameters]));
      if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(connection);
      return JSON.stringify(result.rows);
    });
    expect(plan).toContain('recommendations_place_name_idx');
  });

  it('puts the city near the searcher first', async () => {
    const fromTexas = (await search('q=Paris&lat=33.66&lng=-95.55')).json<Search>();
    expect(fromTexas.predictions[0]?.structured_formatting.secondary_text).toBe('TX, United States');
  });

  it('answers emoji, right-to-left and wildcard queries with results or none, never a failure', async () => {
    for (const q of ['🏖️🏖️', 'תל אביב', '%_%', "l'isle", 'a\u0000b']) {
      const response = await search(`q=${encodeURIComponent(q)}`);
      expect(response.statusCode, q).toBe(200);
      expect(Array.isArray(response.json<Search>().predictions)).toBe(true);
    }
    expect((await search(`q=${encodeURIComponent('%')}x`)).json<Search>().predictions).toEqual([]);
  });

  it.each([
    ['no query', '', 'q', 'Type something to search for.'],
    ['a one-letter query', 'q=L', 'q', 'Type at least 2 characters to search places.'],
    ['a blank query', 'q=%20%20%20', 'q', 'Type at least 2 characters to search places.'],
    ['a 500-character query', `q=${'a'.repeat(500)}`, 'q', 'A place search can be at most 200 characters.'],
    ['a latitude out of range', 'q=Lisbon&lat=91&lng=0', 'lat', 'Latitude must be between -90 and 90.'],
    ['a longitude that is not a number', 'q=Lisbon&lat=1&lng=east', 'lng', 'Longitude must be a number.'],
    [
      'a latitude without a longitude',
      'q=Lisbon&lat=10',
      '_',
      'Send both latitude and longitude, or neither.',
    ],
    ['an unknown parameter', 'q=Lisbon&key=abc', '_', 'Unknown field: key'],
  ])('refuses %s with a clear message', async (_case, query, field, message) => {
    const response = await search(query);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
  });

  it('answers an unknown place id with 404 and a malformed one with 400', async () => {
    const unknown = await anonymous.get('/api/places/geonames:999999999');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('This place is not known here. Please search again.');
    const malformed = await anonymous.get(`/api/places/${encodeURIComponent('<script>')}`);
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).message).toBe('This place id is not valid.');
  });

  it('limits searches per client address, with a clear message', async () => {
    const { max } = rateLimitOf(placeContracts.searchPlaces);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1) {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/places/search?q=Lis',
        remoteAddress: '192.0.2.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, max).every((status) => status === 200)).toBe(true);
    expect(statuses[max]).toBe(429);
  });
});
