import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('shared favourites on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let tripId: string;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t, { first_name: 'Maya' })).cookie);
    tripId = (await owner.post('/api/trips', { destination: 'Rome' })).json<{ trip: { id: string } }>().trip
      .id;
    const added = await owner.post(`/api/trips/${tripId}/recommendations`, {
      entries: [
        { category: 'eat', content: 'Supplì' },
        { category: 'eat', content: 'Not a favourite' },
        { category: 'do', content: 'Pantheon at opening' },
      ],
    });
    const tips = added.json<{ recommendations: { id: string }[] }>().recommendations;
    for (const tip of [tips[2], tips[0]])
      await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, { is_favorite: true });
    token = (await owner.post(`/api/trips/${tripId}/shared-favorites`, {})).json<{ share_token: string }>()
      .share_token;
  });
  afterAll(() => t.close());

  it('shows only the favourite tips, in order, with the destination and the owner’s first name', async () => {
    const response = await apiClient(t).get(`/api/public/shared-favorites/${token}`);
    expect(response.statusCode).toBe(200);
    const { shared } = response.json<{
      shared: { destination: string; owner_first_name: string; recommendations: { content: string }[] };
    }>();
    expect(shared.destination).toBe('Rome');
    expect(shared.owner_first_name).toBe('Maya');
    expect(shared.recommendations.map((tip) => tip.content).sort()).toEqual([
      'Pantheon at opening',
      'Supplì',
    ]);
    expect(Object.keys(shared)).toEqual(['destination', 'owner_first_name', 'expires_at', 'recommendations']);
  });

  it('shows a trip’s favourites by its id while it has a valid link, and only then', async () => {
    const byTrip = await apiClient(t).get(`/api/public/trips/${tripId}/shared-favorites`);
    expect(byTrip.statusCode).toBe(200);
    expect(byTrip.json()).toEqual((await apiClient(t).get(`/api/public/shared-favorites/${token}`)).json());

    const unshared = (await owner.post('/api/trips', { destination: 'Milan' })).json<{
      trip: { id: string };
    }>().trip.id;
    for (const [url, status] of [
      [`/api/public/trips/${unshared}/shared-favorites`, 404],
      ['/api/public/trips/00000000-0000-4000-8000-000000000000/shared-favorites', 404],
      ['/api/public/trips/not-a-trip/shared-favorites', 400],
    ] as const) {
      expect((await apiClient(t).get(url)).statusCode, url).toBe(status);
    }
  });

  it('stops showing a trip’s favourites by its id once the owner makes or revokes an ask link', async () => {
    const favourite = async (destination: string) => {
      const id = (await owner.post('/api/trips', { destination })).json<{ trip: { id: string } }>().trip.id;
      const added = await owner.post(`/api/trips/${id}/recommendations`, {
        entries: [{ category: 'eat', content: `Lunch in ${destination}` }],
      });
      const [tip] = added.json<{ recommendations: { id: string }[] }>().recommendations;
      await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, { is_favorite: true });
      const link = await owner.post(`/api/trips/${id}/shared-favorites`, {});
      return { id, token: link.json<{ share_token: string }>().share_token };
    };
    const renewed = await favourite('Naples');
    const revoked = await favourite('Bari');
    expect((await owner.post(`/api/trips/${renewed.id}/ask-link`, {})).statusCode).toBe(200);
    expect((await owner.delete(`/api/trips/${revoked.id}/ask-link`)).statusCode).toBe(200);
    for (const trip of [renewed, revoked]) {
      const byId = await apiClient(t).get(`/api/public/trips/${trip.id}/shared-favorites`);
      expect(byId.statusCode).toBe(404);
      expect(errorOf(byId)).toEqual({ code: 'NOT_FOUND', message: 'Shared list not found' });
      // The favourites link itself still works.
      expect((await apiClient(t).get(`/api/public/shared-favorites/${trip.token}`)).statusCode).toBe(200);
    }
  });

  it('answers an expired link like a missing one', async () => {
    await t.db.kysely
      .updateTable('shared_favorites')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('share_token', '=', token)
      .execute();
    for (const url of [
      `/api/public/shared-favorites/${token}`,
      `/api/public/shared-favorites/${'B'.repeat(43)}`,
      // The trip's public map ends with its link.
      `/api/public/trips/${tripId}/shared-favorites`,
    ]) {
      const response = await apiClient(t).get(url);
      expect(response.statusCode).toBe(404);
      expect(errorOf(response)).toEqual({ code: 'NOT_FOUND', message: 'Shared list not found' });
    }
  });
});
