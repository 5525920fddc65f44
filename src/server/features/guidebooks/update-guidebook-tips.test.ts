import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { refusedTipIdLists, type RefusedBody } from '../../../../tests/support/tip-id-lists.js';

describe.each(DIALECTS)('one favourite mark for several tips of a guidebook on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
    stranger = apiClient(t, (await signUp(t)).cookie);
  });
  afterAll(() => t.close());

  const guidebookWithTips = async (client: ApiClient, count = 3) => {
    const guidebookId = (
      await client.post('/api/guidebooks', { title: 'Lisbon', destination: 'Lisbon' })
    ).json<{ guidebook: { id: string } }>().guidebook.id;
    const entries = Array.from({ length: count }, (_, i) => ({
      category: 'eat',
      content: `Pastéis, note ${i + 1}`,
      place: { name: 'Manteigaria', placeId: 'osm:N42', latitude: 38.7107, longitude: -9.1434 },
    }));
    const tips = (await client.post(`/api/guidebooks/${guidebookId}/recommendations`, { entries })).json<{
      recommendations: GuidebookTip[];
    }>().recommendations;
    return { guidebookId, ids: tips.map((tip) => tip.id) };
  };
  const listOf = async (guidebookId: string) =>
    (await owner.get(`/api/guidebooks/${guidebookId}`)).json<{ recommendations: GuidebookTip[] }>()
      .recommendations;
  const update = (client: ApiClient, guidebookId: string, body: unknown) =>
    client.patch(`/api/guidebooks/${guidebookId}/recommendations`, body);

  it('favourites every named tip and no other, answers them in the order named, and clears them', async () => {
    const { guidebookId, ids } = await guidebookWithTips(owner);
    const named = [ids[2], ids[0]] as string[];
    const favourited = await update(owner, guidebookId, { ids: named, is_favorite: true });
    expect(favourited.statusCode).toBe(200);
    const answered = favourited.json<{ recommendations: GuidebookTip[] }>().recommendations;
    expect(answered.map((tip) => [tip.id, tip.is_favorite])).toEqual(named.map((id) => [id, true]));
    const stored = await listOf(guidebookId);
    expect(
      stored
        .filter((tip) => tip.is_favorite)
        .map((tip) => tip.id)
        .sort(),
    ).toEqual([...named].sort());

    await update(owner, guidebookId, { ids: named, is_favorite: false });
    expect((await listOf(guidebookId)).some((tip) => tip.is_favorite)).toBe(false);
  });

  it('changes nothing when one id is not a tip of this guidebook, or is gone', async () => {
    const { guidebookId, ids } = await guidebookWithTips(owner, 2);
    const other = await guidebookWithTips(owner, 1);
    const foreign = await update(owner, guidebookId, { ids: [...ids, other.ids[0]], is_favorite: true });
    expect(foreign.statusCode).toBe(404);
    expect(errorOf(foreign).message).toBe('This recommendation no longer exists.');
    expect((await owner.delete(`/api/guidebook-recommendations/${ids[1] ?? ''}`)).statusCode).toBe(204);
    expect((await update(owner, guidebookId, { ids, is_favorite: true })).statusCode).toBe(404);
    expect((await listOf(guidebookId)).some((tip) => tip.is_favorite)).toBe(false);
    expect((await listOf(other.guidebookId)).some((tip) => tip.is_favorite)).toBe(false);
  });

  it('answers another user and a visitor as if the guidebook did not exist', async () => {
    const { guidebookId, ids } = await guidebookWithTips(owner, 1);
    expect((await update(stranger, guidebookId, { ids, is_favorite: true })).statusCode).toBe(404);
    const theirs = await guidebookWithTips(stranger, 1);
    // The stranger's own guidebook, naming the owner's tip: still nothing changes.
    expect((await update(stranger, theirs.guidebookId, { ids, is_favorite: true })).statusCode).toBe(404);
    expect((await update(apiClient(t), guidebookId, { ids, is_favorite: true })).statusCode).toBe(401);
    expect((await listOf(guidebookId)).some((tip) => tip.is_favorite)).toBe(false);
  });

  it.each<RefusedBody>([
    ['no favourite mark', (ids: string[]) => ({ ids }), 'Say whether the recommendations are favourites.'],
    ...refusedTipIdLists({ is_favorite: true }),
    ['a mark that is not true or false', (ids: string[]) => ({ ids, is_favorite: 'yes' }), null],
    [
      'done, which guidebook tips do not have',
      (ids: string[]) => ({ ids, is_favorite: true, is_completed: true }),
      null,
    ],
  ])('refuses %s with a 400', async (_, body, message) => {
    const { guidebookId, ids } = await guidebookWithTips(owner, 1);
    const response = await update(owner, guidebookId, body(ids));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).code).toBe('VALIDATION_FAILED');
    if (message) expect(JSON.stringify(errorOf(response))).toContain(message);
  });
});
