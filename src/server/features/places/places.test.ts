import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { placeContracts } from '../../../shared/contracts/places.js';
import { rateLimitOf } from '../../http/rate-limits.js';
import { storedPlaceSearchQueries } from './stored-places.js';
import { buildUser } from '../../../../tests/support/factories/users.js';

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

  const tagged = (name: string, placeId: string) => ({
    category: 'eat',
    content: `Custard tarts at ${name}`,
    place: { name, placeId, latitude: 38.71, longitude: -9.14, address: 'Rua Augusta 1, Lisbon' },
  });

  it('offers the owner the places tagged in their own lists first, and nobody else', async () => {
    const owner = apiClient(t, (await buildUser(t)).cookie);
    const tripId = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{
      trip: { id: string };
    }>().trip.id;
    await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [tagged('Lisboa Pastry', 'osm:N4242')],
    });
    const guidebookId = (
      await owner.post('/api/guidebooks', { title: 'Porto', destination: 'Porto, Portugal' })
    ).json<{ guidebook: { id: string } }>().guidebook.id;
    await owner.post(`/api/guidebooks/${guidebookId}/recommendations`, {
      entries: [tagged('Lisboa Bakery', 'osm:N4343')],
    });
    const expected = {
      place_id: 'osm:N4242',
      structured_formatting: { main_text: 'Lisboa Pastry', secondary_text: 'Rua Augusta 1, Lisbon' },
      details: {
        place_id: 'osm:N4242',
        name: 'Lisboa Pastry',
        formatted_address: 'Lisboa Pastry, Rua Augusta 1, Lisbon',
        geometry: { location: { lat: 38.71, lng: -9.14 } },
      },
    };
    // From either list, the owner is offered what they tagged in both.
    for (const list of [`trip:${tripId}`, `guidebook:${guidebookId}`]) {
      const { predictions } = (await owner.get(`/api/places/search?q=lisbo&list=${list}`)).json<Search>();
      expect(
        predictions.slice(0, 2).map((place) => place.place_id),
        list,
      ).toEqual(['osm:N4242', 'osm:N4343']);
      expect(predictions[0]).toEqual(expected);
    }

    // A friend's page, another account, or the owner without naming a list: cities only.
    const stranger = apiClient(t, (await buildUser(t)).cookie);
    for (const [client, who] of [
      [anonymous, 'anonymous'],
      [stranger, 'another account'],
      [owner, 'the owner without a list'],
    ] as const) {
      const { predictions } = (await client.get('/api/places/search?q=lisbo')).json<Search>();
      expect(predictions.length, who).toBeGreaterThan(0);
      expect(
        predictions.map((place) => place.place_id),
        who,
      ).not.toContain('osm:N4242');
      expect(
        predictions.map((place) => place.place_id),
        who,
      ).not.toContain('osm:N4343');
    }
    // Nor can an id alone tell whether someone tagged a place.
    expect((await anonymous.get('/api/places/osm:N4242')).statusCode).toBe(404);
  });

  it('answers a list of another account, or one named without signing in, as not found', async () => {
    const owner = apiClient(t, (await buildUser(t)).cookie);
    const tripId = (await owner.post('/api/trips', { destination: 'Faro' })).json<{ trip: { id: string } }>()
      .trip.id;
    await owner.post(`/api/trips/${tripId}/recommendations`, { entries: [tagged('Faro Grill', 'osm:N77')] });
    const guidebookId = (
      await owner.post('/api/guidebooks', { title: 'Faro', destination: 'Faro, Portugal' })
    ).json<{ guidebook: { id: string } }>().guidebook.id;
    const stranger = apiClient(t, (await buildUser(t)).cookie);
    for (const client of [stranger, anonymous]) {
      for (const list of [`trip:${tripId}`, `guidebook:${guidebookId}`, `trip:${guidebookId}`]) {
        const response = await client.get(`/api/places/search?q=faro&list=${list}`);
        expect(response.statusCode, list).toBe(404);
        expect(JSON.stringify(response.json())).not.toContain('Faro Grill');
      }
    }
    const malformed = await owner.get('/api/places/search?q=faro&list=trips:1');
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).fields?.list).toBe(
      'The list must be trip:{id}, guidebook:{id} or ask:{tripId}[:{shareToken}].',
    );
  });

  it('finds the owner’s tagged places through their lists, not by reading every tip', async () => {
    const plans: string[] = [];
    for (const query of storedPlaceSearchQueries(t.db, 'someone', 'lis', 4)) {
      const { sql: text, parameters } = query.compile();
      plans.push(
        await t.db.kysely.connection().execute(async (connection) => {
          // With a handful of rows a sequential scan is cheaper; the question is whether indexes can serve.
          if (dialect === 'postgres') await sql`set enable_seqscan = off`.execute(connection);
          const explain = dialect === 'postgres' ? 'explain' : 'explain query plan';
          const result = await connection.executeQuery(
            CompiledQuery.raw(`${explain} ${text}`, [...parameters]),
          );
          if (dialect === 'postgres') await sql`reset enable_seqscan`.execute(connection);
          return JSON.stringify(result.rows);
        }),
      );
    }
    const [trips, guidebooks] = plans;
    expect(trips).toContain('trips_user_created_idx');
    expect(guidebooks).toContain('guidebooks_user_created_idx');
    for (const plan of plans) expect(plan).not.toMatch(/Seq Scan|"SCAN /);
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
