import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripSharing } from '../../../shared/contracts/trip-sharing.js';
import type { ChangeEvent } from '../../realtime/event-bus.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser, type BuiltUser } from '../../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('a trip’s notification and following switches on %s', (dialect) => {
  let t: TestApp;
  let maya: BuiltUser;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    maya = await buildUser(t, { first_name: 'Maya', emailVerified: true });
    owner = apiClient(t, maya.cookie);
  });
  afterAll(() => t.close());

  const newTrip = async () => (await buildTrip(t, { owner: maya })).trip.id;
  const sharingOf = async (tripId: string) =>
    (await owner.get(`/api/trips/${tripId}/sharing`)).json<TripSharing>();
  const flagsOf = (tripId: string) =>
    t.db.kysely
      .selectFrom('trips')
      .select(['is_notifications_muted', 'is_following_off'])
      .where('id', '=', tripId)
      .executeTakeFirstOrThrow();

  it('start with notifications on and following allowed', async () => {
    const sharing = await sharingOf(await newTrip());
    expect(sharing).toMatchObject({ notifications_muted: false, following_on: true });
  });

  it('mute and unmute the trip’s notifications, kept in the trip, and tell open pages', async () => {
    const tripId = await newTrip();
    const heard: ChangeEvent[] = [];
    const stop = t.bus.subscribe(tripId, (event) => heard.push(event));
    try {
      const muted = await owner.put(`/api/trips/${tripId}/notifications`, { muted: true });
      expect(muted.statusCode).toBe(200);
      expect(muted.json<TripSharing>()).toMatchObject({ notifications_muted: true, following_on: true });
      expect((await sharingOf(tripId)).notifications_muted).toBe(true);
      expect(await flagsOf(tripId)).toEqual({ is_notifications_muted: true, is_following_off: false });
      await expect.poll(() => heard).toContainEqual({ id: tripId, kind: 'trip' });

      const unmuted = await owner.put(`/api/trips/${tripId}/notifications`, { muted: false });
      expect(unmuted.json<TripSharing>().notifications_muted).toBe(false);
      expect((await flagsOf(tripId)).is_notifications_muted).toBe(false);
    } finally {
      stop();
    }
  });

  it('turn following off and on again, kept in the trip', async () => {
    const tripId = await newTrip();
    const off = await owner.put(`/api/trips/${tripId}/following`, { on: false });
    expect(off.statusCode).toBe(200);
    expect(off.json<TripSharing>()).toMatchObject({ following_on: false, notifications_muted: false });
    expect(await flagsOf(tripId)).toEqual({ is_notifications_muted: false, is_following_off: true });
    expect((await sharingOf(tripId)).following_on).toBe(false);
    const on = await owner.put(`/api/trips/${tripId}/following`, { on: true });
    expect(on.json<TripSharing>().following_on).toBe(true);
  });

  it('answer 404 for another user’s trip and change nothing, and 400 for an unclear body', async () => {
    const tripId = await newTrip();
    const stranger = apiClient(t, (await buildUser(t)).cookie);
    for (const response of [
      await stranger.put(`/api/trips/${tripId}/notifications`, { muted: true }),
      await stranger.put(`/api/trips/${tripId}/following`, { on: false }),
      await owner.put('/api/trips/5f0c6a0e-8b7e-4a4b-9a43-000000000000/following', { on: false }),
    ]) {
      expect([response.statusCode, errorOf(response).message]).toEqual([404, 'Trip not found']);
    }
    expect(await sharingOf(tripId)).toMatchObject({ notifications_muted: false, following_on: true });

    for (const [path, body, message] of [
      ['notifications', {}, 'Say whether notifications of this trip are muted'],
      ['notifications', { muted: 'yes' }, 'Say whether notifications of this trip are muted'],
      ['following', { on: 1 }, 'Say whether friends may follow their tips'],
      ['following', { on: true, extra: 1 }, 'Unknown field: extra'],
    ] as const) {
      const response = await owner.put(`/api/trips/${tripId}/${path}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(errorOf(response).message).toContain(message);
    }
    expect((await apiClient(t).put(`/api/trips/${tripId}/following`, { on: false })).statusCode).toBe(401);
  });
});
