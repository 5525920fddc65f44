import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tip } from '../../../shared/contracts/tips.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { refusedTipIdLists, type RefusedBody } from '../../../../tests/support/tip-id-lists.js';

describe.each(DIALECTS)('one change for several tips of a trip on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
    stranger = apiClient(t, (await signUp(t)).cookie);
  });
  afterAll(() => t.close());

  const tripWithTips = async (client: ApiClient, count = 3) => {
    const tripId = (await client.post('/api/trips', { destination: 'Lisbon' })).json<{
      trip: { id: string };
    }>().trip.id;
    const entries = Array.from({ length: count }, (_, i) => ({
      category: 'eat',
      content: `Pastéis, said friend ${i + 1}`,
      place: { name: 'Manteigaria', placeId: 'osm:N42', latitude: 38.7107, longitude: -9.1434 },
    }));
    const tips = (await client.post(`/api/trips/${tripId}/recommendations`, { entries })).json<{
      recommendations: Tip[];
    }>().recommendations;
    return { tripId, ids: tips.map((tip) => tip.id) };
  };
  const listOf = async (tripId: string) =>
    (await owner.get(`/api/trips/${tripId}`)).json<{ recommendations: Tip[] }>().recommendations;
  const update = (client: ApiClient, tripId: string, body: unknown) =>
    client.patch(`/api/trips/${tripId}/recommendations`, body);

  it('marks every named tip done or favourite, and answers them in the order named', async () => {
    const { tripId, ids } = await tripWithTips(owner);
    const named = [ids[2], ids[0]] as string[];
    const done = await update(owner, tripId, { ids: named, is_completed: true, is_favorite: true });
    expect(done.statusCode).toBe(200);
    const answered = done.json<{ recommendations: Tip[] }>().recommendations;
    expect(answered.map((tip) => tip.id)).toEqual(named);
    expect(answered.every((tip) => tip.is_completed && tip.is_favorite)).toBe(true);
    const stored = await listOf(tripId);
    expect(
      stored
        .filter((tip) => tip.is_completed)
        .map((tip) => tip.id)
        .sort(),
    ).toEqual([...named].sort());
    expect(stored.find((tip) => tip.id === ids[1])?.is_favorite).toBe(false);

    const undone = await update(owner, tripId, { ids: named, is_completed: false });
    expect(undone.json<{ recommendations: Tip[] }>().recommendations.map((tip) => tip.is_completed)).toEqual([
      false,
      false,
    ]);
  });

  it('changes nothing when one id is not a tip of this trip, or is gone', async () => {
    const { tripId, ids } = await tripWithTips(owner, 2);
    const other = await tripWithTips(owner, 1);
    const foreign = await update(owner, tripId, { ids: [...ids, other.ids[0]], is_favorite: true });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('This recommendation no longer exists.');
    expect((await owner.delete(`/api/recommendations/${ids[1] ?? ''}`)).statusCode).toBe(204);
    const gone = await update(owner, tripId, { ids, is_favorite: true });
    expect(gone.statusCode).toBe(404);
    expect((await listOf(tripId)).some((tip) => tip.is_favorite)).toBe(false);
    expect((await listOf(other.tripId)).some((tip) => tip.is_favorite)).toBe(false);
  });

  it('answers another user, a stranger to the trip and a visitor as if the trip did not exist', async () => {
    const { tripId, ids } = await tripWithTips(owner, 1);
    const theirs = await update(stranger, tripId, { ids, is_favorite: true });
    expect(theirs.statusCode).toBe(404);
    const strangersTrip = await tripWithTips(stranger, 1);
    // The stranger's own trip, naming the owner's tip: still nothing changes.
    expect((await update(stranger, strangersTrip.tripId, { ids, is_favorite: true })).statusCode).toBe(404);
    expect((await update(apiClient(t), tripId, { ids, is_favorite: true })).statusCode).toBe(401);
    expect((await listOf(tripId)).some((tip) => tip.is_favorite)).toBe(false);
  });

  it.each<RefusedBody>([
    ['no change', (ids: string[]) => ({ ids }), 'Nothing to update.'],
    ...refusedTipIdLists({ is_favorite: true }),
    ['a value that is not true or false', (ids: string[]) => ({ ids, is_favorite: 'yes' }), null],
    ['an unknown field', (ids: string[]) => ({ ids, is_favorite: true, content: 'x' }), null],
  ])('refuses %s with a 400', async (_, body, message) => {
    const { tripId, ids } = await tripWithTips(owner, 1);
    const response = await update(owner, tripId, body(ids));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    if (message) expect(JSON.stringify(errorOf(response))).toContain(message);
  });
});
