import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { copyFixture } from '../../../../tests/support/copies.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { locateListsMadeBefore } from '../../db/migrations/0010-destination-points.js';
import { locateDestinationsOffline } from './places.service.js';

type Search = { predictions: { structured_formatting: { main_text: string; secondary_text: string } }[] };

describe.each(DIALECTS)('lists that know where their destination is, on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let anonymous: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await buildUser(t)).cookie);
    anonymous = apiClient(t);
  });
  afterAll(() => t.close());

  const located = (table: 'trips' | 'guidebooks', id: string) =>
    t.db.kysely
      .selectFrom(table)
      .select(['destination_kind', 'destination_country', 'destination_lat', 'destination_lng'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const first = async (client: ApiClient, query: string) => {
    const response = await client.get(`/api/places/search?${query}`);
    expect(response.statusCode).toBe(200);
    return response.json<Search>().predictions[0]?.structured_formatting;
  };
  const newTrip = async (destination: string) => {
    const response = await owner.post('/api/trips', { destination });
    expect(response.statusCode).toBe(201);
    return response.json<{ trip: { id: string; share_token: string } }>().trip;
  };

  it('locates a new trip’s destination, as a city, a region or a country, and keeps it to itself', async () => {
    const lisbon = await newTrip('Lisbon');
    expect(await located('trips', lisbon.id)).toMatchObject({
      destination_kind: 'city',
      destination_country: 'PT',
    });
    expect((await located('trips', lisbon.id)).destination_lat).toBeCloseTo(38.72, 1);
    const tuscany = await newTrip('Tuscany');
    expect(await located('trips', tuscany.id)).toMatchObject({
      destination_kind: 'region',
      destination_country: 'IT',
    });
    const perth = await newTrip('Perth, Scotland');
    expect(await located('trips', perth.id)).toMatchObject({
      destination_kind: 'city',
      destination_country: 'GB',
    });
    const nowhere = await newTrip('Somewhere with friends');
    expect(await located('trips', nowhere.id)).toEqual({
      destination_kind: null,
      destination_country: null,
      destination_lat: null,
      destination_lng: null,
    });
    // Where it is stays on the server: the trip's own answer does not carry it.
    expect(JSON.stringify((await owner.get(`/api/trips/${lisbon.id}`)).json())).not.toMatch(
      /destination_(lat|kind)/,
    );
  });

  it('leans the owner’s search towards the trip’s destination, before the searcher’s own position', async () => {
    const portugal = await newTrip('Portugal');
    const berlin = 'lat=52.52&lng=13.4';
    expect((await first(owner, `q=Port&${berlin}`))?.main_text).not.toBe('Porto');
    expect(await first(owner, `q=Port&${berlin}&list=trip:${portugal.id}`)).toEqual({
      main_text: 'Porto',
      secondary_text: 'Portugal',
    });
    const texas = await newTrip('Texas');
    expect((await first(owner, `q=Paris&list=trip:${texas.id}`))?.secondary_text).toMatch(/United States/);
  });

  it('leans a friend’s search towards the trip they were asked about, by the address their page has', async () => {
    const edinburgh = await newTrip('Edinburgh');
    expect((await first(anonymous, 'q=Perth'))?.secondary_text).toMatch(/Australia/);
    expect((await first(anonymous, `q=Perth&list=ask:${edinburgh.id}`))?.secondary_text).toMatch(
      /United Kingdom/,
    );
    const byToken = `list=ask:${edinburgh.id}:${edinburgh.share_token}`;
    expect((await first(anonymous, `q=Perth&${byToken}`))?.secondary_text).toMatch(/United Kingdom/);

    // Once the owner makes an ask link, the id address no longer asks, and its search is not answered.
    const made = await owner.post(`/api/trips/${edinburgh.id}/ask-link`);
    expect(made.statusCode).toBe(200);
    const search = await anonymous.get(`/api/places/search?q=Perth&list=ask:${edinburgh.id}`);
    expect(search.statusCode).toBe(404);
    expect((await anonymous.get(`/api/places/search?q=Perth&${byToken}`)).statusCode).toBe(404);
  });

  it.each([
    ['an unknown trip', `ask:${crypto.randomUUID()}`, 404],
    ['a token that is not one', `ask:${crypto.randomUUID()}:short`, 400],
    ['an unknown kind of list', `map:${crypto.randomUUID()}`, 400],
    ['an id that is not one', 'ask:../../etc', 400],
  ])('answers a search naming %s with a clear error', async (_case, list, status) => {
    const response = await anonymous.get(`/api/places/search?q=Perth&list=${encodeURIComponent(list)}`);
    expect(response.statusCode).toBe(status);
    expect(errorOf(response).message).toBeTruthy();
  });

  it('locates a guidebook when it is made, and again when its destination is edited', async () => {
    const made = await owner.post('/api/guidebooks', { title: 'Weekend away', destination: 'Lisbon' });
    const { id } = made.json<{ guidebook: { id: string } }>().guidebook;
    expect(await located('guidebooks', id)).toMatchObject({
      destination_kind: 'city',
      destination_country: 'PT',
    });
    const renamed = await owner.put(`/api/guidebooks/${id}`, { title: 'Weekend away', destination: 'Spain' });
    expect(renamed.statusCode).toBe(200);
    expect(await located('guidebooks', id)).toMatchObject({
      destination_kind: 'country',
      destination_country: 'ES',
    });
    expect((await first(owner, `q=Val&list=guidebook:${id}`))?.secondary_text).toMatch(/Spain/);
  });

  it('gives a copy its source’s place: a friend’s tips become a guidebook for the same destination', async () => {
    const copies = await copyFixture(t);
    const tripId = await copies.newTrip('Tuscany');
    const { receipt } = await copies.submit(tripId, [{ category: 'eat', content: 'Pici in Siena' }]);
    const guidebook = await copies.copiedGuidebook({ from: 'submission', receipt });
    expect(await located('guidebooks', guidebook.id)).toEqual(await located('trips', tripId));
    expect((await located('guidebooks', guidebook.id)).destination_kind).toBe('region');
  });

  it('locates the lists made before, from the offline data, once per destination', async () => {
    const { trip } = await buildTrip(t, { destination: 'Bali' });
    const { trip: other } = await buildTrip(t, { destination: 'Bali' });
    expect((await located('trips', trip.id)).destination_kind).toBeNull();
    await locateListsMadeBefore(t.db.kysely as never, locateDestinationsOffline);
    for (const id of [trip.id, other.id]) {
      expect(await located('trips', id)).toMatchObject({
        destination_kind: 'region',
        destination_country: 'ID',
      });
    }
  });
});
