import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { buildGuidebook } from '../../../tests/support/factories/guidebooks.js';
import { buildTrip } from '../../../tests/support/factories/trips.js';
import { buildUser } from '../../../tests/support/factories/users.js';
import { createTestApp, signIn, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

// The factories seed the database directly: what they make must be what the app itself would have made.
describe.each(DIALECTS)('the test factories on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('make an account that is signed in, and that signs in with its password', async () => {
    const user = await buildUser(t, { first_name: 'Grace', last_name: 'Hopper' });
    const session = await apiClient(t, user.cookie).get('/api/auth/session');
    expect(session.statusCode).toBe(200);
    expect(session.json()).toMatchObject({ user: { id: user.id, email: user.email, first_name: 'Grace' } });
    expect((await signIn(t, user.email, user.password)).statusCode).toBe(200);
    expect((await signIn(t, user.email, 'not-the-password')).statusCode).toBe(401);
  });

  it('make an admin when asked', async () => {
    const admin = await buildUser(t, { role: 'admin', emailVerified: true });
    expect((await apiClient(t, admin.cookie).get('/api/admin/users')).statusCode).toBe(200);
  });

  it('make a trip with 200 tips its owner reads, numbered as the app numbers them', async () => {
    const { owner, trip, tips } = await buildTrip(t, { tips: 200, destination: 'Porto' });
    const response = await apiClient(t, owner.cookie).get(`/api/trips/${trip.id}`);
    expect(response.statusCode).toBe(200);
    const read = response.json<{ trip: { destination: string }; recommendations: { id: string }[] }>();
    expect(read.trip.destination).toBe('Porto');
    expect(read.recommendations.map((tip) => tip.id).sort()).toEqual(tips.map((tip) => tip.id).sort());
    expect(tips.filter((tip) => tip.category === 'do').map((tip) => tip.order_index)).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
  });

  it('make a trip whose favourites anyone may read by their link', async () => {
    const { sharedFavoritesToken } = await buildTrip(t, {
      tips: [{ category: 'eat', content: 'Pastéis', is_favorite: true }, { content: 'Not a favourite' }],
      sharedFavorites: true,
    });
    const response = await apiClient(t).get(`/api/public/shared-favorites/${sharedFavoritesToken ?? ''}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toContain('Pastéis');
    expect(response.body).not.toContain('Not a favourite');
  });

  it('make a guidebook with a link anyone may read, for an owner given', async () => {
    const owner = await buildUser(t);
    const { guidebook, shareToken } = await buildGuidebook(t, { owner, tips: 3, sharedLink: true });
    const own = await apiClient(t, owner.cookie).get(`/api/guidebooks/${guidebook.id}`);
    expect(own.statusCode).toBe(200);
    const shared = await apiClient(t).get(`/api/public/shared-guidebooks/${shareToken ?? ''}`);
    expect(shared.statusCode, shared.body).toBe(200);
    expect(shared.body).toContain('Tip 3');
  });
});
