import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { createAppWithNeighbour, signUp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

type Summary = {
  id: string;
  destination: string;
  recommendation_count: number;
  recommendation_types: string | null;
};

/**
 * The dashboard is kept in memory per user until one of its trips changes or the user gets a new one:
 * each kind of change, made on this instance or another, shows on the next read of either.
 */
describe.each(DIALECTS)('the dashboard kept in memory on %s', (dialect) => {
  let apps: Awaited<ReturnType<typeof createAppWithNeighbour>>;
  beforeAll(async () => {
    apps = await createAppWithNeighbour(dialect);
  });
  afterAll(() => apps.close());

  it('shows every change at the next read', async () => {
    const { cookie } = await signUp(apps.t);
    const here = apiClient(apps.t, cookie);
    const there = apiClient({ ...apps.t, app: apps.elsewhere.app }, cookie);
    const dashboard = async () => (await here.get('/api/trips')).json<{ trips: Summary[] }>().trips;
    // Another instance hears of a change a moment later, through PostgreSQL: the next reads show it.
    const destinations = async () => (await dashboard()).map((trip) => trip.destination);
    const first = async () => (await dashboard())[0];

    const rome = (await there.post('/api/trips', { destination: 'Rome' })).json<{ trip: Summary }>().trip;
    await expect.poll(destinations).toEqual(['Rome']);

    await there.post(`/api/trips/${rome.id}/recommendations`, {
      entries: [{ category: 'eat', content: 'Supplì' }],
    });
    await expect.poll(async () => (await first())?.recommendation_count).toBe(1);

    await apiClient(apps.t).post(`/api/public/trips/${rome.id}/recommendations`, {
      entries: [{ category: 'do', content: 'Aventine keyhole' }],
    });
    await expect.poll(async () => (await first())?.recommendation_count).toBe(2);

    await there.patch(`/api/trips/${rome.id}`, { recommendation_types: 'Food and walks' });
    await expect.poll(async () => (await first())?.recommendation_types).toBe('Food and walks');

    await there.post('/api/trips', { destination: 'Turin' });
    await expect.poll(destinations).toEqual(['Turin', 'Rome']);

    await there.delete(`/api/trips/${rome.id}`);
    await expect.poll(destinations).toEqual(['Turin']);
  });
});
