import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, type ApiClient } from '../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { MAX_CACHED_MS } from './read-cache.js';

describe.each(DIALECTS)('a page kept in memory on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
  });
  afterAll(() => t.close());

  it('shows a change made outside the app, such as a hand edit of the database, within a few seconds', async () => {
    const { trip } = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{
      trip: { id: string };
    }>();
    const destination = async () =>
      (await owner.get(`/api/trips/${trip.id}`)).json<{ trip: { destination: string } }>().trip.destination;
    expect(await destination()).toBe('Lisbon');

    await t.db.kysely.updateTable('trips').set({ destination: 'Porto' }).where('id', '=', trip.id).execute();
    // Kept: the app was not told.
    expect(await destination()).toBe('Lisbon');
    await expect.poll(destination, { timeout: MAX_CACHED_MS + 2_000, interval: 250 }).toBe('Porto');
  });
});
