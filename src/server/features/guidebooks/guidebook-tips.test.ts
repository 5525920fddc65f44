import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { nextMillisecond } from '../../../../tests/support/clock.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

// What a guidebook's tips do beyond a trip's (the rest: tips/*.test.ts, on both kinds of list).

const market = {
  name: 'Mercado da Ribeira',
  placeId: 'osm:N42',
  latitude: 38.707,
  longitude: -9.146,
  address: 'Av. 24 de Julho',
};

describe.each(DIALECTS)('a guidebook’s tips on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let calls: ReturnType<typeof guidebookCalls>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
    calls = guidebookCalls(owner);
  });
  afterAll(() => t.close());

  const updatedAt = async (guidebookId: string) =>
    Date.parse((await calls.detail(guidebookId)).guidebook.updated_at);
  const edit = (tipId: string, body: unknown) => owner.patch(`/api/guidebook-recommendations/${tipId}`, body);
  const edited = async (tipId: string, body: unknown) => {
    const response = await edit(tipId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recommendation: GuidebookTip }>().recommendation;
  };

  it('moves "last updated" with every add, delete and new order', async () => {
    const guidebook = await calls.create();
    await nextMillisecond();
    const [first, second] = await calls.addTips(guidebook.id, [
      { category: 'eat', content: 'Bacalhau' },
      { category: 'eat', content: 'Tram 28' },
    ]);
    const added = await updatedAt(guidebook.id);
    expect(added).toBeGreaterThan(Date.parse(guidebook.updated_at));
    await nextMillisecond();
    const order = [
      { id: second?.id, order_index: 0 },
      { id: first?.id, order_index: 1 },
    ];
    expect(
      (await owner.put(`/api/guidebooks/${guidebook.id}/recommendations/order`, { order })).statusCode,
    ).toBe(200);
    const reordered = await updatedAt(guidebook.id);
    expect(reordered).toBeGreaterThan(added);
    await nextMillisecond();
    expect((await owner.delete(`/api/guidebook-recommendations/${first?.id ?? ''}`)).statusCode).toBe(204);
    expect(await updatedAt(guidebook.id)).toBeGreaterThan(reordered);
  });

  it('toggles favourite, moving both "updated" dates to the same moment', async () => {
    const guidebook = await calls.create();
    const [tip] = await calls.addTips(guidebook.id, [{ category: 'bars', content: 'Park rooftop' }]);
    await nextMillisecond();
    const favourite = await edited(tip?.id ?? '', { is_favorite: true });
    expect(Date.parse(favourite.updated_at)).toBeGreaterThan(Date.parse(tip?.updated_at ?? ''));
    expect((await calls.detail(guidebook.id)).guidebook.updated_at).toBe(favourite.updated_at);
  });

  it('edits category and text; a chosen place tags the tip, a name edited out clears it', async () => {
    const guidebook = await calls.create();
    const [tip] = await calls.addTips(guidebook.id, [{ category: 'eat', content: 'Fish by the river' }]);
    const id = tip?.id ?? '';

    const tagged = await edited(id, {
      category: 'do',
      content: 'Lunch at Mercado da Ribeira',
      place: market,
    });
    expect(tagged).toMatchObject({
      category: 'do',
      content: 'Lunch at Mercado da Ribeira',
      place_type: 'location',
      place_name: market.name,
      place_id: market.placeId,
      latitude: market.latitude,
      longitude: market.longitude,
    });
    // The name still in the text: the place stays.
    const kept = await edited(id, { content: 'Long lunch at mercado da ribeira, upstairs' });
    expect(kept).toMatchObject({ place_type: 'location', place_name: market.name });
    // A category change alone leaves text and place as they are.
    expect(await edited(id, { category: 'eat' })).toMatchObject({
      category: 'eat',
      content: 'Long lunch at mercado da ribeira, upstairs',
      place_name: market.name,
    });
    const cleared = await edited(id, { content: 'Lunch somewhere else' });
    expect(cleared).toMatchObject({
      content: 'Lunch somewhere else',
      place_type: 'text',
      place_id: null,
      place_name: null,
      place_address: null,
      latitude: null,
      longitude: null,
    });
    expect((await calls.detail(guidebook.id)).recommendations[0]).toEqual(cleared);
  });

  it('changes the place for another, and removes it while the text keeps its name', async () => {
    const guidebook = await calls.create();
    const [tip] = await calls.addTips(guidebook.id, [
      { category: 'eat', content: 'Lunch at Mercado da Ribeira', place: market },
    ]);
    const id = tip?.id ?? '';
    const belem = { name: 'Pastéis de Belém', placeId: 'osm:N7', latitude: 38.697, longitude: -9.203 };

    const changed = await edited(id, { content: 'Lunch at Pastéis de Belém', place: belem });
    expect(changed).toMatchObject({
      place_type: 'location',
      place_name: belem.name,
      place_id: belem.placeId,
      place_address: null,
      latitude: belem.latitude,
      longitude: belem.longitude,
    });
    const removed = await edited(id, { content: 'Lunch at Pastéis de Belém', place: null });
    expect(removed).toMatchObject({
      content: 'Lunch at Pastéis de Belém',
      place_type: 'text',
      place_id: null,
      place_name: null,
      place_address: null,
      latitude: null,
      longitude: null,
    });
    expect((await calls.detail(guidebook.id)).recommendations[0]).toEqual(removed);
  });

  it.each([
    ['blank text', { content: '   ' }, 'A recommendation needs some text.'],
    [
      'text over the limit',
      { content: 'x'.repeat(LIMITS.tipMaxLength + 1) },
      `A recommendation can be at most ${LIMITS.tipMaxLength} characters.`,
    ],
    ['nothing to change', {}, 'Nothing to update.'],
    [
      'a place without its text',
      { place: market },
      'A change of place comes with the text of the recommendation.',
    ],
    [
      'a removed place without its text',
      { place: null },
      'A change of place comes with the text of the recommendation.',
    ],
    ['an unknown field', { is_completed: true }, 'Unknown field: is_completed'],
  ])('refuses an edit with %s and changes nothing', async (_case, body, message) => {
    const guidebook = await calls.create();
    await calls.addTips(guidebook.id, [{ category: 'do', content: 'Keep me', place: market }]);
    const before = await calls.detail(guidebook.id);
    const response = await edit(before.recommendations[0]?.id ?? '', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(await calls.detail(guidebook.id)).toEqual(before);
  });
});
