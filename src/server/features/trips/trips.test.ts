import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { buildUser } from '../../../../tests/support/factories/users.js';

interface TripBody {
  trip: { id: string; destination: string; recommendation_types: string | null; share_token: string };
}

describe.each(DIALECTS)('trips on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  let anonymous: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await buildUser(t)).cookie);
    stranger = apiClient(t, (await buildUser(t)).cookie);
    anonymous = apiClient(t);
  });
  afterAll(() => t.close());

  const createTrip = async (destination: string, recommendation_types?: string) => {
    const response = await owner.post('/api/trips', { destination, recommendation_types });
    expect(response.statusCode).toBe(201);
    return response.json<TripBody>().trip;
  };

  it('creates a trip with a trimmed destination, a null empty description and an unguessable share token', async () => {
    const trip = await createTrip('  Lisbon  ', '   ');
    expect(trip.destination).toBe('Lisbon');
    expect(trip.recommendation_types).toBeNull();
    expect(trip.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(Buffer.from(trip.share_token, 'base64url').length).toBe(32);
  });

  it('lists the owner’s trips newest first, each with its tip count', async () => {
    const first = await createTrip('Tokyo', 'Ramen and temples');
    const second = await createTrip('Oslo');
    await owner.post(`/api/trips/${first.id}/recommendations`, {
      entries: [
        { category: 'eat', content: 'Ichiran' },
        { category: 'do', content: 'Senso-ji' },
      ],
    });
    const { trips } = (await owner.get('/api/trips')).json<{
      trips: { id: string; recommendation_count: number }[];
    }>();
    const ids = trips.map((trip) => trip.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    expect(trips.find((trip) => trip.id === first.id)?.recommendation_count).toBe(2);
    expect(trips.find((trip) => trip.id === second.id)?.recommendation_count).toBe(0);
    expect((await stranger.get('/api/trips')).json()).toEqual({ trips: [] });
  });

  it('reads a trip with its tips, and updates its description', async () => {
    const trip = await createTrip('Rome');
    const detail = await owner.get(`/api/trips/${trip.id}`);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({
      trip: expect.objectContaining({ id: trip.id, destination: 'Rome' }),
      recommendations: [],
      access: { role: 'owner', shared_by: null, new_tip_mail: false },
    });
    const updated = await owner.patch(`/api/trips/${trip.id}`, {
      recommendation_types: '  Gelato, please  ',
    });
    expect(updated.json<TripBody>().trip.recommendation_types).toBe('Gelato, please');
  });

  it('deletes a trip with its tips', async () => {
    const trip = await createTrip('Paris');
    await owner.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [{ category: 'eat', content: 'Croissant' }],
    });
    expect((await owner.delete(`/api/trips/${trip.id}`)).statusCode).toBe(204);
    expect((await owner.get(`/api/trips/${trip.id}`)).statusCode).toBe(404);
    const left = await t.db.kysely
      .selectFrom('recommendations')
      .select('id')
      .where('trip_id', '=', trip.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('shows someone else’s trip to nobody: 404 for every read and write, 401 without a session', async () => {
    const trip = await createTrip('Berlin');
    const attempts = [
      stranger.get(`/api/trips/${trip.id}`),
      stranger.patch(`/api/trips/${trip.id}`, { recommendation_types: 'mine now' }),
      stranger.delete(`/api/trips/${trip.id}`),
      stranger.post(`/api/trips/${trip.id}/recommendations`, { entries: [{ category: 'do', content: 'x' }] }),
      stranger.put(`/api/trips/${trip.id}/recommendations/order`, {
        order: [{ id: trip.id, order_index: 0 }],
      }),
      stranger.post(`/api/trips/${trip.id}/shared-favorites`, {}),
      stranger.get(`/api/trips/${trip.id}/events`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Trip not found' });
    }
    for (const response of await Promise.all([
      anonymous.get('/api/trips'),
      anonymous.get(`/api/trips/${trip.id}`),
    ])) {
      expect(response.statusCode).toBe(401);
    }
    expect((await owner.get(`/api/trips/${trip.id}`)).json<TripBody>().trip.recommendation_types).toBeNull();
  });

  it.each([
    ['a whitespace-only destination', { destination: '   ' }, 'Destination is required.'],
    ['a missing destination', {}, 'Destination is required.'],
    [
      'a destination over the limit',
      { destination: 'x'.repeat(LIMITS.destinationMaxLength + 1) },
      `Destination can be at most ${LIMITS.destinationMaxLength} characters.`,
    ],
    [
      'a description over the limit',
      { destination: 'Rome', recommendation_types: 'x'.repeat(LIMITS.tipTypesMaxLength + 1) },
      `The description must be at most ${LIMITS.tipTypesMaxLength} characters.`,
    ],
    ['an unknown field', { destination: 'Rome', user_id: 'someone' }, 'Unknown field: user_id'],
  ])('refuses a trip with %s', async (_case, body, message) => {
    const response = await owner.post('/api/trips', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
  });

  it('answers a non-UUID trip id with a clear 400', async () => {
    const response = await owner.get('/api/trips/not-a-uuid');
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Not a valid id.');
  });

  it('creates an expiring shared-favourites link', async () => {
    const trip = await createTrip('Vienna');
    const response = await owner.post(`/api/trips/${trip.id}/shared-favorites`, {});
    expect(response.statusCode).toBe(201);
    const link = response.json<{ share_url: string; share_token: string; expires_at: string }>();
    expect(link.share_url).toBe(`http://localhost:80/shared-favorites/${link.share_token}`);
    const days = (Date.parse(link.expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const week = await owner.post(`/api/trips/${trip.id}/shared-favorites`, { expires_in_days: 7 });
    expect(
      (Date.parse(week.json<{ expires_at: string }>().expires_at) - Date.now()) / 86_400_000,
    ).toBeLessThanOrEqual(7);
    expect(
      (await owner.post(`/api/trips/${trip.id}/shared-favorites`, { expires_in_days: 0 })).statusCode,
    ).toBe(400);
  });
});
