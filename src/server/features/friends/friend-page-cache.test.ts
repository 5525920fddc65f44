import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { createAppWithNeighbour, signUp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { PublicTrip } from '../../../shared/contracts/public.js';

/**
 * The friend page's trip is kept in memory until the trip or its owner's names change: each change,
 * made on this instance or another, shows at the next read.
 */
describe.each(DIALECTS)('the friend page kept in memory on %s', (dialect) => {
  let apps: Awaited<ReturnType<typeof createAppWithNeighbour>>;
  beforeAll(async () => {
    apps = await createAppWithNeighbour(dialect);
  });
  afterAll(() => apps.close());

  it('shows a new description, new names and a deleted trip at the next read', async () => {
    const { cookie } = await signUp(apps.t, { first_name: 'Ada' });
    const there = apiClient({ ...apps.t, app: apps.elsewhere.app }, cookie);
    const trip = (await there.post('/api/trips', { destination: 'Seville' })).json<{ trip: { id: string } }>()
      .trip;
    const friend = apiClient(apps.t);
    const read = async () =>
      (await friend.get(`/api/public/trips/${trip.id}`)).json<{ trip: PublicTrip }>().trip;
    expect((await read()).owner.first_name).toBe('Ada');

    await there.patch(`/api/trips/${trip.id}`, { recommendation_types: 'Tapas and flamenco' });
    await expect.poll(async () => (await read()).recommendation_types).toBe('Tapas and flamenco');

    await there.patch('/api/profile', { first_name: 'Augusta', last_name: 'King' });
    await expect
      .poll(async () => (await read()).owner)
      .toMatchObject({ first_name: 'Augusta', last_name: 'King' });

    await there.delete(`/api/trips/${trip.id}`);
    await expect.poll(async () => (await friend.get(`/api/public/trips/${trip.id}`)).statusCode).toBe(404);
  });
});
