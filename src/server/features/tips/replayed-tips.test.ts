import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tip } from '../../../shared/contracts/tips.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

// Changes made offline are sent again once the browser is back online, and a change whose answer was
// lost may be sent twice (decision 024): each must apply once, and only to the sender's own trips.
describe.each(DIALECTS)('changes sent again on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
    stranger = apiClient(t, (await signUp(t)).cookie);
  });
  afterAll(() => t.close());

  const newTrip = async (client = owner) =>
    (await client.post('/api/trips', { destination: 'Kyoto' })).json<{ trip: { id: string } }>().trip.id;
  const tipsOf = async (tripId: string) =>
    (await owner.get(`/api/trips/${tripId}`)).json<{ recommendations: Tip[] }>().recommendations;
  const addTo = (tripId: string, entries: unknown[], client = owner) =>
    client.post(`/api/trips/${tripId}/recommendations`, { entries });
  const added = async (tripId: string, entries: unknown[]) => {
    const response = await addTo(tripId, entries);
    expect(response.statusCode).toBe(201);
    return response.json<{ recommendations: Tip[] }>().recommendations;
  };

  it('stores a replayed creation once and answers both times with the stored tips', async () => {
    const tripId = await newTrip();
    await added(tripId, [{ category: 'eat', content: 'Already there' }]);
    const entries = [
      { id: randomUUID(), category: 'eat', content: 'Ramen at Ichiran' },
      { id: randomUUID(), category: 'do', content: 'Fushimi Inari at dawn' },
    ];
    const first = await added(tripId, entries);
    expect(first.map((tip) => [tip.id, tip.content, tip.order_index])).toEqual([
      [entries[0]?.id, 'Ramen at Ichiran', 1],
      [entries[1]?.id, 'Fushimi Inari at dawn', 0],
    ]);
    const again = await added(tripId, entries);
    expect(again).toEqual(first);
    expect((await tipsOf(tripId)).map((tip) => tip.content).sort()).toEqual([
      'Already there',
      'Fushimi Inari at dawn',
      'Ramen at Ichiran',
    ]);
  });

  it('adds only the new entries of a batch that repeats some, in the batch’s order', async () => {
    const tripId = await newTrip();
    const kept = { id: randomUUID(), category: 'eat', content: 'Tofu lunch' };
    const [stored] = await added(tripId, [kept]);
    const fresh = { id: randomUUID(), category: 'eat', content: 'Matcha parfait' };
    const answer = await added(tripId, [fresh, kept, { category: 'eat', content: 'Without an id' }]);
    expect(answer.map((tip) => tip.content)).toEqual(['Matcha parfait', 'Tofu lunch', 'Without an id']);
    expect(answer[1]).toEqual(stored);
    expect(answer.map((tip) => tip.order_index)).toEqual([1, 0, 2]);
    expect(await tipsOf(tripId)).toHaveLength(3);
  });

  it('stores a creation sent twice at the same moment once', async () => {
    const tripId = await newTrip();
    const entries = [{ id: randomUUID(), category: 'stay', content: 'Ryokan in Gion' }];
    const answers = await Promise.all([addTo(tripId, entries), addTo(tripId, entries)]);
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201]);
    expect(await tipsOf(tripId)).toHaveLength(1);
  });

  it('answers 404 for a replayed change on another user’s trip, and changes nothing', async () => {
    const tripId = await newTrip();
    const entries = [{ id: randomUUID(), category: 'eat', content: 'Okonomiyaki' }];
    const [tip] = await added(tripId, entries);
    const tipId = tip?.id ?? '';
    const refused = [
      await addTo(tripId, entries, stranger),
      await addTo(tripId, [{ id: randomUUID(), category: 'eat', content: 'Planted' }], stranger),
      await stranger.patch(`/api/recommendations/${tipId}`, { is_completed: true }),
      await stranger.patch(`/api/trips/${tripId}/recommendations`, { ids: [tipId], is_favorite: true }),
    ];
    expect(refused.map((response) => response.statusCode)).toEqual([404, 404, 404, 404]);
    expect(refused.map((response) => errorOf(response).code)).toEqual(Array(4).fill('NOT_FOUND'));
    expect(await tipsOf(tripId)).toEqual([tip]);
  });

  it('refuses an id that belongs to a tip elsewhere, without showing that tip', async () => {
    const mine = await newTrip();
    const theirs = await newTrip(stranger);
    const id = randomUUID();
    await stranger.post(`/api/trips/${theirs}/recommendations`, {
      entries: [{ id, category: 'eat', content: 'Their secret place' }],
    });
    const response = await addTo(mine, [{ id, category: 'eat', content: 'Mine' }]);
    expect(response.statusCode).toBe(409);
    expect(response.body).not.toContain('Their secret place');
    expect(await tipsOf(mine)).toEqual([]);
  });

  it('refuses a batch that names one id twice', async () => {
    const tripId = await newTrip();
    const id = randomUUID();
    const response = await addTo(tripId, [
      { id, category: 'eat', content: 'One' },
      { id, category: 'eat', content: 'Two' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('A recommendation id appears twice in the batch.');
  });

  it('applies done and favourite replayed as absolute values once', async () => {
    const tripId = await newTrip();
    const [tip] = await added(tripId, [{ id: randomUUID(), category: 'do', content: 'Philosopher’s Path' }]);
    const tipId = tip?.id ?? '';
    for (let i = 0; i < 2; i += 1) {
      expect((await owner.patch(`/api/recommendations/${tipId}`, { is_completed: true })).statusCode).toBe(
        200,
      );
      const many = await owner.patch(`/api/trips/${tripId}/recommendations`, {
        ids: [tipId],
        is_favorite: true,
      });
      expect(many.statusCode).toBe(200);
    }
    const [saved] = await tipsOf(tripId);
    expect([saved?.is_completed, saved?.is_favorite]).toEqual([true, true]);
  });
});
