import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { TRIP_TIPS, addTips } from '../features/tips/tips.service.js';
import { deleteTrip } from '../features/trips/trips.service.js';

type Detail = { recommendations: { content: string }[] };

describe.each(DIALECTS)('writes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('keep the trip page and its listeners current whoever calls the service', async () => {
    const { cookie, id } = await signUp(t);
    const owner = apiClient(t, cookie);
    const tripId = (await owner.post('/api/trips', { destination: 'Riga' })).json<{ trip: { id: string } }>()
      .trip.id;
    expect((await owner.get(`/api/trips/${tripId}`)).json<Detail>().recommendations).toEqual([]);
    const heard: string[] = [];
    const unsubscribe = t.bus.subscribe(tripId, (event) => heard.push(event.kind));

    // No route involved: the service itself tells the cache and the open pages.
    await addTips(t, TRIP_TIPS, tripId, [{ category: 'eat', content: 'Black balsam' }], {
      owner: null,
      contributorName: 'Ilze',
    });
    const detail = (await owner.get(`/api/trips/${tripId}`)).json<Detail>();
    expect(detail.recommendations.map((tip) => tip.content)).toEqual(['Black balsam']);

    await deleteTrip(t, id, tripId);
    expect((await owner.get(`/api/trips/${tripId}`)).statusCode).toBe(404);
    await expect.poll(() => heard).toEqual(['recommendations', 'trip']);
    unsubscribe();
  });

  it('publish nothing when the transaction fails', async () => {
    const heard: string[] = [];
    const missing = '00000000-0000-4000-8000-000000000000';
    const unsubscribe = t.bus.subscribe(missing, (event) => heard.push(event.kind));
    await expect(
      addTips(t, TRIP_TIPS, missing, [{ category: 'do', content: 'Nothing' }], { owner: null }),
    ).rejects.toThrow('Trip not found');
    expect(heard).toEqual([]);
    unsubscribe();
  });
});
