import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

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

describe.each(DIALECTS)('a trip’s tips on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let stranger: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t)).cookie);
    stranger = apiClient(t, (await signUp(t)).cookie);
  });
  afterAll(() => t.close());

  const newTrip = async () =>
    (await owner.post('/api/trips', { destination: 'Kyoto' })).json<{ trip: { id: string } }>().trip.id;
  const add = async (tripId: string, entries: unknown[]) => {
    const response = await owner.post(`/api/trips/${tripId}/recommendations`, { entries });
    expect(response.statusCode).toBe(201);
    return response.json<{ recommendations: Tip[] }>().recommendations;
  };
  const listOf = async (tripId: string) =>
    (await owner.get(`/api/trips/${tripId}`)).json<{ recommendations: Tip[] }>().recommendations;

  it('adds a batch in one go, numbered after each category’s last tip, with place data', async () => {
    const tripId = await newTrip();
    await add(tripId, [{ category: 'eat', content: 'First' }]);
    const added = await add(tripId, [
      { category: 'eat', content: '  Ramen  ' },
      { category: 'do', content: 'Temple walk' },
      {
        category: 'eat',
        content: 'Lunch at Nishiki Market',
        place: {
          name: 'Nishiki Market',
          placeId: 'osm:1',
          latitude: 35.005,
          longitude: 135.764,
          address: 'Kyoto',
        },
      },
    ]);
    expect(added.map((tip) => [tip.category, tip.content, tip.order_index, tip.place_type])).toEqual([
      ['eat', 'Ramen', 1, 'text'],
      ['do', 'Temple walk', 0, 'text'],
      ['eat', 'Lunch at Nishiki Market', 2, 'place'],
    ]);
    expect(added[2]).toMatchObject({
      place_name: 'Nishiki Market',
      place_id: 'osm:1',
      latitude: 35.005,
      longitude: 135.764,
      place_address: 'Kyoto',
      contributor_name: null,
      is_favorite: false,
      is_completed: false,
    });
    expect((await listOf(tripId)).map((tip) => tip.content)).toEqual([
      'First',
      'Temple walk',
      'Ramen',
      'Lunch at Nishiki Market',
    ]);
  });

  it.each([
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
  ])('refuses a batch with %s and stores nothing', async (_case, body, message) => {
    const tripId = await newTrip();
    const response = await owner.post(`/api/trips/${tripId}/recommendations`, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(await listOf(tripId)).toEqual([]);
  });

  it('toggles done and favourite both ways', async () => {
    const [tip] = await add(await newTrip(), [{ category: 'bars', content: 'Rooftop' }]);
    const done = await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, { is_completed: true });
    expect(done.json<{ recommendation: Tip }>().recommendation).toMatchObject({
      is_completed: true,
      is_favorite: false,
    });
    const fav = await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, {
      is_favorite: true,
      is_completed: false,
    });
    expect(fav.json<{ recommendation: Tip }>().recommendation).toMatchObject({
      is_completed: false,
      is_favorite: true,
    });
    expect((await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, {})).statusCode).toBe(400);
    expect(
      (await owner.patch(`/api/recommendations/${tip?.id ?? ''}`, { is_favorite: 'yes' })).statusCode,
    ).toBe(400);
  });

  it('deletes a tip; toggling it afterwards is a clear 404', async () => {
    const [tip] = await add(await newTrip(), [{ category: 'parks', content: 'Maruyama' }]);
    const id = tip?.id ?? '';
    expect((await owner.delete(`/api/recommendations/${id}`)).statusCode).toBe(204);
    const late = await owner.patch(`/api/recommendations/${id}`, { is_favorite: true });
    expect(late.statusCode).toBe(404);
    expect(errorOf(late).message).toBe('This recommendation no longer exists.');
  });

  it('never lets another user change or delete a tip', async () => {
    const [tip] = await add(await newTrip(), [{ category: 'stay', content: 'Ryokan' }]);
    const id = tip?.id ?? '';
    expect((await stranger.patch(`/api/recommendations/${id}`, { is_favorite: true })).statusCode).toBe(404);
    expect((await stranger.delete(`/api/recommendations/${id}`)).statusCode).toBe(404);
    expect((await apiClient(t).delete(`/api/recommendations/${id}`)).statusCode).toBe(401);
  });

  it('saves a new order in one request', async () => {
    const tripId = await newTrip();
    const tips = await add(tripId, [
      { category: 'do', content: 'A' },
      { category: 'do', content: 'B' },
      { category: 'do', content: 'C' },
    ]);
    const order = [tips[2], tips[0], tips[1]].map((tip, index) => ({
      id: tip?.id ?? '',
      order_index: index,
    }));
    const response = await owner.put(`/api/trips/${tripId}/recommendations/order`, { order });
    expect(response.statusCode).toBe(200);
    expect((await listOf(tripId)).map((tip) => tip.content)).toEqual(['C', 'A', 'B']);
  });

  it('saves many orders of one long trip sent at once, one after another, without a failure', async () => {
    const tripId = await newTrip();
    const tips = [
      ...(await add(
        tripId,
        Array.from({ length: 100 }, (_, i) => ({ category: 'eat', content: `E${i}` })),
      )),
      ...(await add(
        tripId,
        Array.from({ length: 100 }, (_, i) => ({ category: 'do', content: `D${i}` })),
      )),
    ];
    const forward = tips.map((tip, index) => ({ id: tip.id, order_index: index }));
    const backward = tips.map((tip, index) => ({ id: tip.id, order_index: tips.length - 1 - index }));
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) =>
        owner.put(`/api/trips/${tripId}/recommendations/order`, { order: i % 2 ? forward : backward }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(answers.map(() => 200));
    const indexes = (await listOf(tripId)).map((tip) => tip.order_index);
    expect(new Set(indexes).size).toBe(tips.length);
  });

  it('refuses an order naming another trip’s tip or a tip twice, and changes nothing', async () => {
    const tripId = await newTrip();
    const [mine] = await add(tripId, [{ category: 'do', content: 'Mine' }]);
    const [theirs] = await add(await newTrip(), [{ category: 'do', content: 'Other trip' }]);
    const foreign = await owner.put(`/api/trips/${tripId}/recommendations/order`, {
      order: [
        { id: mine?.id, order_index: 5 },
        { id: theirs?.id, order_index: 0 },
      ],
    });
    expect(foreign.statusCode).toBe(400);
    expect(errorOf(foreign).message).toBe('The new order names a recommendation that is not on this trip.');
    const twice = await owner.put(`/api/trips/${tripId}/recommendations/order`, {
      order: [
        { id: mine?.id, order_index: 1 },
        { id: mine?.id, order_index: 2 },
      ],
    });
    expect(twice.statusCode).toBe(400);
    expect(errorOf(twice).message).toBe('A recommendation appears twice in the new order.');
    expect((await listOf(tripId)).map((tip) => tip.order_index)).toEqual([0]);
  });

  it('answers non-UUID tip ids with a 400', async () => {
    expect((await owner.patch('/api/recommendations/42', { is_favorite: true })).statusCode).toBe(400);
  });
});
