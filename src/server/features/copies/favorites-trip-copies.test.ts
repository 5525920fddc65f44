import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripSharing } from '../../../shared/contracts/trip-sharing.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { TripSummary } from '../../../shared/contracts/trips.js';
import { errorOf } from '../../../../tests/support/api.js';
import { copyFixture, kept, place, sorted, type CopyFixture } from '../../../../tests/support/copies.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('a trip copied from shared favourites on %s', (dialect) => {
  let t: TestApp;
  let f: CopyFixture;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    f = await copyFixture(t);
  });
  afterAll(() => t.close());

  /** A trip of the owner's with a friend's tips, two of them favourites, and a link to those. */
  async function sharedFavourites() {
    const tripId = await f.newTrip('Rome');
    await f.submit(tripId, [
      { category: 'eat', content: 'Carbonara' },
      { category: 'do', content: 'Coins at Trevi', place },
      { category: 'eat', content: 'Not a favourite' },
    ]);
    const tips = await f.tripTips(f.owner, tripId);
    const favourites = tips.filter((tip) => tip.content !== 'Not a favourite');
    for (const tip of favourites)
      await f.owner.patch(`/api/recommendations/${tip.id}`, { is_favorite: true });
    const link = await f.owner.post(`/api/trips/${tripId}/shared-favorites`, {});
    const { share_token } = link.json<{ share_token: string }>();
    return { tripId, share_token, favourites };
  }

  it('holds the favourites by the friends who wrote them, still favourites and not done', async () => {
    const { share_token, favourites } = await sharedFavourites();
    const response = await f.copyTrip({ from: 'shared-favorites', share_token });
    expect(response.statusCode, response.body).toBe(201);
    const { trip } = response.json<{ trip: TripSummary }>();
    expect(trip).toMatchObject({ destination: 'Rome', recommendation_count: 2 });
    const copied = await f.tripTips(f.copier, trip.id);
    const shape = (tip: Tip) => ({ ...kept(tip), who: tip.contributor_name, done: tip.is_completed });
    expect(sorted(copied.map((tip) => ({ ...shape(tip), fav: tip.is_favorite })))).toEqual(
      sorted(favourites.map((tip) => ({ ...shape(tip), who: 'Sam', done: false, fav: true }))),
    );
  });

  it('copies nothing from a revoked, expired, unknown or malformed link', async () => {
    const { tripId, share_token: revoked } = await sharedFavourites();
    const sharing = (await f.owner.get(`/api/trips/${tripId}/sharing`)).json<TripSharing>();
    const linkId = sharing.favorites_links[0]?.id ?? '';
    expect((await f.owner.delete(`/api/trips/${tripId}/shared-favorites/${linkId}`)).statusCode).toBe(200);
    const { share_token: expired } = await sharedFavourites();
    await t.db.kysely
      .updateTable('shared_favorites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('share_token', '=', expired)
      .execute();
    const before = await f.tripCount();
    for (const token of [revoked, expired, 'E'.repeat(43)]) {
      const response = await f.copyTrip({ from: 'shared-favorites', share_token: token });
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Shared list not found' });
    }
    expect((await f.copyTrip({ from: 'shared-favorites', share_token: 'x' })).statusCode).toBe(400);
    expect(await f.tripCount()).toBe(before);
  });
});
