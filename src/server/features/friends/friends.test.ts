import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { publicContracts } from '../../../shared/contracts/public.js';
import { TIP_BATCH_BODY_BYTES } from '../../../shared/contracts/tips.js';
import { BODY_LIMIT_BYTES } from '../../app.js';
import { rateLimitOf } from '../../http/rate-limits.js';

const SUBMISSIONS_PER_MINUTE = rateLimitOf(publicContracts.submitTips).max;

interface OwnedTrip {
  id: string;
  share_token: string;
}

describe.each(DIALECTS)('friends’ pages on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let friend: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t, { first_name: 'Maya', last_name: 'Reyes' })).cookie);
    friend = apiClient(t);
  });
  afterAll(() => t.close());

  const newTrip = async (recommendation_types?: string) =>
    (await owner.post('/api/trips', { destination: 'Lisbon', recommendation_types })).json<{
      trip: OwnedTrip;
    }>().trip;
  const submit = (tripId: string, body: unknown, remoteAddress = '192.0.2.10') =>
    t.app.inject({
      method: 'POST',
      url: `/api/public/trips/${tripId}/recommendations`,
      payload: body as object,
      remoteAddress,
    });

  it('shows a friend the trip, its owner’s name and note, and nothing else', async () => {
    const trip = await newTrip('Pastries and viewpoints');
    await owner.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [{ category: 'eat', content: 'Secret' }],
    });
    const expected = {
      trip: {
        id: trip.id,
        destination: 'Lisbon',
        recommendation_types: 'Pastries and viewpoints',
        owner: { first_name: 'Maya', last_name: 'Reyes', avatar_url: null },
        collecting: true,
        following: true,
      },
    };
    const byId = await friend.get(`/api/public/trips/${trip.id}`);
    expect(byId.statusCode).toBe(200);
    expect(byId.json()).toEqual(expected);
    expect(byId.headers['referrer-policy']).toBe('same-origin');
    const byToken = await friend.get(`/api/public/share-links/${trip.share_token}`);
    expect(byToken.json()).toEqual(expected);
  });

  it('answers unknown and malformed ids and tokens clearly', async () => {
    expect(errorOf(await friend.get(`/api/public/trips/${crypto.randomUUID()}`))).toEqual({
      code: 'NOT_FOUND',
      message: 'Trip not found',
    });
    expect((await friend.get('/api/public/trips/not-an-id')).statusCode).toBe(400);
    const unknownToken = await friend.get(`/api/public/share-links/${'A'.repeat(43)}`);
    expect(unknownToken.statusCode).toBe(404);
    const badToken = await friend.get('/api/public/share-links/short');
    expect(badToken.statusCode).toBe(400);
    expect(errorOf(badToken).message).toBe('The share token is missing or invalid.');
  });

  it('takes a friend’s tips with a trimmed name, in one go, numbered after the owner’s', async () => {
    const trip = await newTrip();
    await owner.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [{ category: 'eat', content: 'Owner tip' }],
    });
    const response = await submit(trip.id, {
      entries: [
        { category: 'eat', content: 'Time Out Market' },
        { category: 'do', content: 'Tram 28', place: { name: 'Tram 28', latitude: 38.71, longitude: -9.13 } },
      ],
      contributor_name: '  Sam  ',
    });
    expect(response.statusCode).toBe(201);
    const { recommendations } = response.json<{ recommendations: Record<string, unknown>[] }>();
    expect(recommendations.map((tip) => [tip.content, tip.contributor_name, tip.order_index])).toEqual([
      ['Time Out Market', 'Sam', 1],
      ['Tram 28', 'Sam', 0],
    ]);
    expect(Object.keys(recommendations[0] ?? {})).not.toContain('trip_id');
    const detail = await owner.get(`/api/trips/${trip.id}`);
    expect(
      detail
        .json<{ recommendations: { contributor_name: string | null }[] }>()
        .recommendations.map((tip) => tip.contributor_name),
    ).toEqual([null, 'Sam', 'Sam']);
  });

  it.each([
    ['blank', '   '],
    ['missing', undefined],
    ['null (kept anonymous)', null],
  ])('stores a %s contributor name as anonymous', async (_case, contributor_name) => {
    const trip = await newTrip();
    const response = await submit(trip.id, {
      entries: [{ category: 'parks', content: 'Jardim' }],
      contributor_name,
    });
    expect(
      response.json<{ recommendations: { contributor_name: string | null }[] }>().recommendations[0]
        ?.contributor_name,
    ).toBeNull();
  });

  it('takes a full batch of the longest tips in a three-byte script, and refuses a body past the limit', async () => {
    const trip = await newTrip();
    const place = {
      name: '東'.repeat(LIMITS.placeNameMaxLength),
      address: '京'.repeat(LIMITS.placeAddressMaxLength),
    };
    const entries = Array.from({ length: LIMITS.tipsPerRequestMax }, (_, i) => ({
      category: 'eat',
      content: `${i} ${'寿'.repeat(LIMITS.tipMaxLength - 4)}`,
      place,
    }));
    const body = { entries, contributor_name: '語'.repeat(LIMITS.contributorNameMaxLength) };
    expect(Buffer.byteLength(JSON.stringify(body))).toBeGreaterThan(BODY_LIMIT_BYTES * 3);
    const response = await submit(trip.id, body, '192.0.2.40');
    expect(response.statusCode, response.body.slice(0, 200)).toBe(201);

    const padded = { ...body, contributor_name: 'x'.repeat(TIP_BATCH_BODY_BYTES) };
    const refused = await submit(trip.id, padded, '192.0.2.40');
    expect(refused.statusCode).toBe(413);
    expect(errorOf(refused).code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('stores script tags and javascript: links as plain text', async () => {
    const trip = await newTrip();
    const content = '<script>alert(1)</script> [click](javascript:alert(1))';
    const response = await submit(trip.id, { entries: [{ category: 'bars', content }] });
    expect(response.json<{ recommendations: { content: string }[] }>().recommendations[0]?.content).toBe(
      content,
    );
  });

  it.each([
    ['an unknown category', { entries: [{ category: 'shopping', content: 'x' }] }, 'Unknown category.'],
    [
      'a tip over the limit',
      { entries: [{ category: 'do', content: 'x'.repeat(LIMITS.tipMaxLength + 1) }] },
      `A recommendation can be at most ${LIMITS.tipMaxLength} characters.`,
    ],
    [
      'more tips than the cap',
      {
        entries: Array.from({ length: LIMITS.tipsPerRequestMax + 1 }, () => ({
          category: 'do',
          content: 'x',
        })),
      },
      `At most ${LIMITS.tipsPerRequestMax} recommendations can be sent at once.`,
    ],
    [
      'an unknown field',
      { entries: [{ category: 'do', content: 'x' }], is_favorite: true },
      'Unknown field: is_favorite',
    ],
    ['a wrong type', { entries: 'all of them' }, 'Invalid input: expected array, received string'],
    [
      'a name over the limit',
      {
        entries: [{ category: 'do', content: 'x' }],
        contributor_name: 'n'.repeat(LIMITS.contributorNameMaxLength + 1),
      },
      `A name can be at most ${LIMITS.contributorNameMaxLength} characters.`,
    ],
  ])('refuses a submission with %s and stores nothing', async (_case, body, message) => {
    const trip = await newTrip();
    const response = await submit(trip.id, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe(message);
    expect(
      (await owner.get(`/api/trips/${trip.id}`)).json<{ recommendations: unknown[] }>().recommendations,
    ).toEqual([]);
  });

  it('answers a submission to a deleted trip with “Trip not found”', async () => {
    const trip = await newTrip();
    await owner.delete(`/api/trips/${trip.id}`);
    const response = await submit(trip.id, { entries: [{ category: 'do', content: 'Too late' }] });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).message).toBe('Trip not found');
  });

  it('limits submissions per address with a clear message', async () => {
    const trip = await newTrip();
    const statuses: number[] = [];
    for (let i = 0; i < 60; i += 1) {
      statuses.push(
        (await submit(trip.id, { entries: [{ category: 'do', content: `Tip ${i}` }] }, '192.0.2.99'))
          .statusCode,
      );
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(SUBMISSIONS_PER_MINUTE);
    expect(statuses.slice(SUBMISSIONS_PER_MINUTE).every((status) => status === 429)).toBe(true);
    const limited = await submit(
      trip.id,
      { entries: [{ category: 'do', content: 'One more' }] },
      '192.0.2.99',
    );
    expect(errorOf(limited).message).toMatch(
      /^Too many attempts from your address\. Please wait \d+ seconds and try again\.$/,
    );
  });
});
