import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { errorOf } from '../../../../tests/support/api.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { TIP_LISTS_UNDER_TEST, tipListCalls, useTipListApp } from '../../../../tests/support/tip-lists.js';

const market = {
  name: 'Nishiki Market',
  placeId: 'osm:1',
  latitude: 35.005,
  longitude: 135.764,
  address: 'Kyoto',
};

/** Place data that cannot be stored, and what the sender is told. */
const badPlaces: [string, Record<string, unknown>, string][] = [
  [
    'a place without a name',
    { placeId: 'osm:N1', latitude: 1, longitude: 2 },
    'A tagged place needs a name.',
  ],
  ['a place with a blank name', { name: '   ', latitude: 1, longitude: 2 }, 'A tagged place needs a name.'],
  [
    'a place name over the limit',
    { name: 'x'.repeat(LIMITS.placeNameMaxLength + 1) },
    `A place name can be at most ${LIMITS.placeNameMaxLength} characters.`,
  ],
  [
    'a place id over the limit',
    { name: 'Market', placeId: 'x'.repeat(LIMITS.placeIdMaxLength + 1) },
    `A place id can be at most ${LIMITS.placeIdMaxLength} characters.`,
  ],
  [
    'a latitude off the globe',
    { name: 'Market', latitude: 91, longitude: 0 },
    'Latitude must be between -90 and 90.',
  ],
  [
    'a longitude off the globe',
    { name: 'Market', latitude: 0, longitude: -181 },
    'Longitude must be between -180 and 180.',
  ],
  [
    'a latitude that is text',
    { name: 'Market', latitude: '38.7', longitude: 0 },
    'Latitude must be a number.',
  ],
  [
    'a latitude without a longitude',
    { name: 'Market', latitude: 38.7 },
    'A tagged place needs both latitude and longitude, or neither.',
  ],
];

const refusedBatches: [string, unknown, string][] = [
  ['no entries', { entries: [] }, 'Please add at least one recommendation before submitting.'],
  ['an unknown category', { entries: [{ category: 'shopping', content: 'x' }] }, 'Unknown category.'],
  ['a blank tip', { entries: [{ category: 'do', content: '   ' }] }, 'A recommendation needs some text.'],
  [
    'a tip over the limit',
    { entries: [{ category: 'do', content: 'x'.repeat(LIMITS.tipMaxLength + 1) }] },
    `A recommendation can be at most ${LIMITS.tipMaxLength} characters.`,
  ],
  [
    '500 tips at once',
    { entries: Array.from({ length: 500 }, () => ({ category: 'do', content: 'x' })) },
    `At most ${LIMITS.tipsPerRequestMax} recommendations can be sent at once.`,
  ],
  [
    'an unknown field',
    { entries: [{ category: 'do', content: 'x', is_favorite: true }] },
    'Unknown field: is_favorite',
  ],
  ...badPlaces.map(
    ([what, place, message]) =>
      [what, { entries: [{ category: 'do', content: 'Lunch at the market', place }] }, message] as [
        string,
        unknown,
        string,
      ],
  ),
];

describe.each(DIALECTS)('adding tips on %s', (dialect) => {
  const suite = useTipListApp(dialect);

  describe.each(TIP_LISTS_UNDER_TEST)('to a %s', (_kind, list) => {
    const calls = () => tipListCalls(list, suite.owner);

    it('adds a batch in one go, numbered after each category’s last tip, with place data', async () => {
      const listId = await calls().create();
      await calls().add(listId, [{ category: 'eat', content: 'First' }]);
      const added = await calls().add(listId, [
        { category: 'eat', content: '  Ramen  ' },
        { category: 'do', content: 'Temple walk' },
        { category: 'eat', content: 'Lunch at Nishiki Market', place: market },
      ]);
      expect(added.map((tip) => [tip.category, tip.content, tip.order_index, tip.place_type])).toEqual([
        ['eat', 'Ramen', 1, 'text'],
        ['do', 'Temple walk', 0, 'text'],
        ['eat', 'Lunch at Nishiki Market', 2, 'place'],
      ]);
      expect(added[2]).toMatchObject({
        place_name: market.name,
        place_id: market.placeId,
        latitude: market.latitude,
        longitude: market.longitude,
        place_address: market.address,
        is_favorite: false,
        ...list.newTipFields(listId),
      });
      expect((await calls().tipsOf(listId)).map((tip) => tip.content)).toEqual([
        'First',
        'Temple walk',
        'Ramen',
        'Lunch at Nishiki Market',
      ]);
    });

    it('records the account that added each tip', async () => {
      const listId = await calls().create();
      const added = await calls().add(listId, [{ category: 'eat', content: 'Ramen' }]);
      const { user } = (await suite.owner.get('/api/auth/session')).json<{ user: { id: string } }>();
      const tables = { trip: 'recommendations', guidebook: 'guidebook_recommendations' } as const;
      const stored = await suite.t.db.kysely
        .selectFrom(tables[list.kind])
        .select('added_by')
        .where('id', '=', added[0]?.id ?? '')
        .executeTakeFirst();
      expect(stored).toEqual({ added_by: user.id });
    });

    it.each(refusedBatches)('refuses a batch with %s and stores nothing', async (_case, body, message) => {
      const listId = await calls().create();
      const before = await calls().read(listId);
      const response = await suite.owner.post(list.tipsPath(listId), body);
      expect(response.statusCode).toBe(400);
      expect(errorOf(response).message).toBe(message);
      expect(before.recommendations).toEqual([]);
      expect(await calls().read(listId)).toEqual(before);
    });
  });
});
