import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { buildTrip } from '../../../tests/support/factories/trips.js';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { MAX_CACHED_MS } from './read-cache.js';

describe.each(DIALECTS)('a page kept in memory on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('shows a change made outside the app, such as a hand edit of the database, within a few seconds', async () => {
    const { owner, trip } = await buildTrip(t, { destination: 'Lisbon' });
    const destination = async () =>
      (await apiClient(t, owner.cookie).get(`/api/trips/${trip.id}`)).json<{
        trip: { destination: string };
      }>().trip.destination;
    expect(await destination()).toBe('Lisbon');

    await t.db.kysely.updateTable('trips').set({ destination: 'Porto' }).where('id', '=', trip.id).execute();
    // Kept: the app was not told.
    expect(await destination()).toBe('Lisbon');
    await expect.poll(destination, { timeout: MAX_CACHED_MS + 2_000, interval: 250 }).toBe('Porto');
  });
});
