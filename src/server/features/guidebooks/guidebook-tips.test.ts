import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { nextMillisecond } from '../../../../tests/support/clock.js';
import { guidebookCalls } from '../../../../tests/support/guidebooks.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

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

  const tipsOf = async (guidebookId: string) => (await calls.detail(guidebookId)).recommendations;
  const edit = (tipId: string, body: unknown) => owner.patch(`/api/guidebook-recommendations/${tipId}`, body);
  const edited = async (tipId: string, body: unknown) => {
    const response = await edit(tipId, body);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ recommendation: GuidebookTip }>().recommendation;
  };

  it('adds a batch numbered after each category’s last tip, with place data, and moves "last updated"', async () => {
    const guidebook = await calls.create();
    await calls.addTips(guidebook.id, [{ category: 'eat', content: 'First' }]);
    const before = (await calls.detail(guidebook.id)).guidebook.updated_at;
    await nextMillisecond();
    const added = await calls.addTips(guidebook.id, [
      { category: 'eat', content: '  Bacalhau  ' },
      { category: 'do', content: 'Tram 28' },
      { category: 'eat', content: 'Lunch at Mercado da Ribeira', place: market },
    ]);
    expect(added.map((tip) => [tip.category, tip.content, tip.order_index, tip.place_type])).toEqual([
      ['eat', 'Bacalhau', 1, 'text'],
      ['do', 'Tram 28', 0, 'text'],
      ['eat', 'Lunch at Mercado da Ribeira', 2, 'place'],
    ]);
    expect(added[2]).toMatchObject({
      guidebook_id: guidebook.id,
      is_favorite: false,
      place_name: market.name,
      place_id: market.placeId,
      place_address: market.address,
      latitude: market.latitude,
      longitude: market.longitude,
    });
    const detail = await calls.detail(guidebook.id);
    expect(detail.recommendations.map((tip) => tip.content)).toEqual([
      'First',
      'Tram 28',
      'Bacalhau',
      'Lunch at Mercado da Ribeira',
    ]);
    expect(Date.parse(detail.guidebook.updated_at)).toBeGreaterThan(Date.parse(before));
  });

  it.each([
    ['no entries', { entries: [] }, 'Please add at least one recommendation before submitting.'],
    ['a blank tip', { entries: [{ category: 'do', content: '  ' }] }, 'A recommendation needs some text.'],
    [
      'a tip over the limit',
      { entries: [{ category: 'do', content: 'x'.repeat(LIMITS.tipMaxLength + 1) }] },
      `A recommendation can be at most ${LIMITS.tipMaxLength} characters.`,
    ],
    ['an unknown category', { entries: [{ category: 'shops', content: 'x' }] }, 'Unknown category.'],
  ])('refuses a batch with %s and stores nothing', async (_case, body, message) => {
    const guidebook = await calls.create();
    const response = await owner.post(`/api/guidebooks/${guidebook.id}/recommendations`, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(await calls.detail(guidebook.id)).toEqual({ guidebook, recommendations: [] });
  });

  it('toggles favourite both ways, moving both "updated" dates', async () => {
    const guidebook = await calls.create();
    const [tip] = await calls.addTips(guidebook.id, [{ category: 'bars', content: 'Park rooftop' }]);
    const id = tip?.id ?? '';
    await nextMillisecond();
    const favourite = await edited(id, { is_favorite: true });
    expect(favourite).toMatchObject({ is_favorite: true, content: 'Park rooftop' });
    expect(Date.parse(favourite.updated_at)).toBeGreaterThan(Date.parse(tip?.updated_at ?? ''));
    expect((await calls.detail(guidebook.id)).guidebook.updated_at).toBe(favourite.updated_at);
    expect(await edited(id, { is_favorite: false })).toMatchObject({ is_favorite: false });
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
    expect((await tipsOf(guidebook.id))[0]).toEqual(cleared);
  });

  it.each([
    ['blank text', { content: '   ' }, 'A recommendation needs some text.'],
    [
      'text over the limit',
      { content: 'x'.repeat(LIMITS.tipMaxLength + 1) },
      `A recommendation can be at most ${LIMITS.tipMaxLength} characters.`,
    ],
    ['nothing to change', {}, 'Nothing to update.'],
    ['a place without its text', { place: market }, 'A new place comes with the text that names it.'],
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

  it('deletes a tip; editing it afterwards is a clear 404', async () => {
    const guidebook = await calls.create();
    const [tip, other] = await calls.addTips(guidebook.id, [
      { category: 'parks', content: 'Estrela' },
      { category: 'parks', content: 'Monsanto' },
    ]);
    const id = tip?.id ?? '';
    await nextMillisecond();
    expect((await owner.delete(`/api/guidebook-recommendations/${id}`)).statusCode).toBe(204);
    const detail = await calls.detail(guidebook.id);
    expect(detail.recommendations.map((left) => left.id)).toEqual([other?.id]);
    expect(Date.parse(detail.guidebook.updated_at)).toBeGreaterThan(Date.parse(guidebook.updated_at));
    const late = await edit(id, { is_favorite: true });
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toBe('This recommendation no longer exists.');
    expect((await owner.delete(`/api/guidebook-recommendations/${id}`)).statusCode).toBe(404);
  });

  it('saves a new order in one request', async () => {
    const guidebook = await calls.create();
    const tips = await calls.addTips(guidebook.id, [
      { category: 'do', content: 'A' },
      { category: 'do', content: 'B' },
      { category: 'do', content: 'C' },
    ]);
    const order = [tips[2], tips[0], tips[1]].map((tip, index) => ({
      id: tip?.id ?? '',
      order_index: index,
    }));
    await nextMillisecond();
    const response = await owner.put(`/api/guidebooks/${guidebook.id}/recommendations/order`, { order });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    const detail = await calls.detail(guidebook.id);
    expect(detail.recommendations.map((tip) => [tip.content, tip.order_index])).toEqual([
      ['C', 0],
      ['A', 1],
      ['B', 2],
    ]);
    expect(Date.parse(detail.guidebook.updated_at)).toBeGreaterThan(Date.parse(guidebook.updated_at));
  });

  it('refuses an order naming another guidebook’s tip, or a tip twice, and changes nothing', async () => {
    const guidebook = await calls.create();
    const [mine, second] = await calls.addTips(guidebook.id, [
      { category: 'do', content: 'Mine' },
      { category: 'do', content: 'Also mine' },
    ]);
    const [theirs] = await calls.addTips((await calls.create()).id, [{ category: 'do', content: 'Other' }]);
    const before = await calls.detail(guidebook.id);
    const foreign = await owner.put(`/api/guidebooks/${guidebook.id}/recommendations/order`, {
      order: [
        { id: second?.id, order_index: 0 },
        { id: mine?.id, order_index: 1 },
        { id: theirs?.id, order_index: 2 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toBe(
      'The new order names a recommendation that is not in this guidebook.',
    );
    const twice = await owner.put(`/api/guidebooks/${guidebook.id}/recommendations/order`, {
      order: [
        { id: mine?.id, order_index: 1 },
        { id: mine?.id, order_index: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe('A recommendation appears twice in the new order.');
    expect(await calls.detail(guidebook.id)).toEqual(before);
  });

  it('answers non-UUID tip ids with a 400, and a visitor without a session with a 401', async () => {
    expect((await edit('42', { is_favorite: true })).statusCode).toBe(400);
    const guidebook = await calls.create();
    const [tip] = await calls.addTips(guidebook.id, [{ category: 'do', content: 'x' }]);
    expect((await apiClient(t).delete(`/api/guidebook-recommendations/${tip?.id ?? ''}`)).statusCode).toBe(
      401,
    );
    expect(await tipsOf(guidebook.id)).toHaveLength(1);
  });
});
