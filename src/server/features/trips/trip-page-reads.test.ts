import { PAGES } from '../../../shared/pages/page-table.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../../tests/support/api.js';
import { builtAppPages } from '../../../../tests/support/built-pages.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser, type BuiltUser } from '../../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { TRIP_PAGES_PER_ACCOUNT } from '../../http/rate-limits.js';

/**
 * The owner's rendered trip page reads through the trip's API read: the same cached page (a hand edit of the
 * database, which the app is not told of, shows whether a read went to the database), the same check of
 * its id, a limit of its own (past which the page comes undrawn), and no place in the API's description.
 */
describe.each(DIALECTS)("the owner's trip page and the trip's API read on %s", (dialect) => {
  let t: TestApp;
  let user: BuiltUser;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, { webDir: builtAppPages() });
    user = await buildUser(t, { first_name: 'Inês' });
    owner = apiClient(t, user.cookie);
  });
  afterAll(() => t.close());

  const newTrip = async (destination: string) => (await buildTrip(t, { owner: user, destination })).trip.id;
  const open = (url: string, who = user.cookie) =>
    t.app.inject({ method: 'GET', url, headers: { cookie: who } });
  const renderedDestination = async (id: string) =>
    /<h1>(.*?)<\/h1>/.exec((await open(`/trip/${id}`)).body)?.[1];
  const readDestination = async (id: string) =>
    (await owner.get(`/api/trips/${id}`)).json<{ trip: { destination: string } }>().trip.destination;
  const editByHand = (id: string, destination: string) =>
    t.db.kysely.updateTable('trips').set({ destination }).where('id', '=', id).execute();

  it('draws the page from the API read kept before it, without reading the trip again', async () => {
    const id = await newTrip('Lisbon');
    expect(await readDestination(id)).toBe('Lisbon');
    await editByHand(id, 'Edited by hand');
    expect(await renderedDestination(id)).toBe('Lisbon');
  });

  it('answers the API read from what the drawn page read, without reading the trip again', async () => {
    const id = await newTrip('Porto');
    expect(await renderedDestination(id)).toBe('Porto');
    await editByHand(id, 'Edited by hand');
    expect(await readDestination(id)).toBe('Porto');
  });

  it('reads both afresh after a change to the trip', async () => {
    const id = await newTrip('Braga');
    expect(await renderedDestination(id)).toBe('Braga');
    expect(await readDestination(id)).toBe('Braga');
    await editByHand(id, 'Edited by hand');
    await owner.patch(`/api/trips/${id}`, { recommendation_types: 'Food and walks' });
    await expect.poll(() => renderedDestination(id)).toBe('Edited by hand');
    await expect.poll(() => readDestination(id)).toBe('Edited by hand');
  });

  it('sends the page undrawn for a malformed id, which the API read refuses', async () => {
    const page = await open('/trip/not-an-id');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('/assets/main.js');
    expect(page.body).not.toContain('drawn-app-page');
    expect((await owner.get('/api/trips/not-an-id')).statusCode).toBe(400);
  });

  it('draws its limit of pages per account, then sends the page undrawn for the app to draw', async () => {
    const busy = await buildTrip(t, { destination: 'Faro' });
    const url = `/trip/${busy.trip.id}`;
    for (let i = 0; i < TRIP_PAGES_PER_ACCOUNT.max; i += 1) {
      expect((await open(url, busy.owner.cookie)).statusCode).toBe(200);
    }
    const past = await open(url, busy.owner.cookie);
    expect(past.statusCode).toBe(200);
    expect(past.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(past.body).toContain('/assets/main.js');
    expect(past.body).not.toContain('drawn-app-page');
    // The app draws it from the trip's API read, which is not limited.
    const read = await apiClient(t, busy.owner.cookie).get(`/api/trips/${busy.trip.id}`);
    expect(read.statusCode).toBe(200);
    // Another account from the same address is not held back.
    expect(await renderedDestination(await newTrip('Tavira'))).toBe('Tavira');
  });

  it('is not part of the API description', async () => {
    expect(t.routes.some((route) => route.url === PAGES.trip.path)).toBe(true);
    const document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const paths = Object.keys(document.paths);
    expect(paths.length).toBeGreaterThan(0);
    expect(paths.filter((path) => !path.startsWith('/api/'))).toEqual([]);
  });
});
