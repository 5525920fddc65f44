import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TripSharing } from '../../../shared/contracts/trip-sharing.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { nextMillisecond } from '../../../../tests/support/clock.js';
import { createAppWithNeighbour, jsonRequest, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';
import { buildUser } from '../../../../tests/support/factories/users.js';

const tokenOf = (sharing: TripSharing) => sharing.ask_link?.share_url.split('/rec/')[1] ?? '';
const tip = { category: 'eat', content: 'Pastéis at Manteigaria' };

describe.each(DIALECTS)('the Sharing panel of a trip on %s', (dialect) => {
  let t: TestApp;
  let elsewhere: Pick<BuiltApp, 'app' | 'opens'>;
  let neighbours: Awaited<ReturnType<typeof createAppWithNeighbour>>;
  let owner: ApiClient;
  let friend: ApiClient;
  beforeAll(async () => {
    neighbours = await createAppWithNeighbour(dialect);
    ({ t, elsewhere } = neighbours);
    owner = apiClient(t, (await buildUser(t, { first_name: 'Maya' })).cookie);
    friend = apiClient(t);
  });
  afterAll(() => neighbours.close());

  async function newTrip(destination = 'Lisbon') {
    return (await owner.post('/api/trips', { destination })).json<{ trip: { id: string } }>().trip.id;
  }
  const sharingOf = async (tripId: string) =>
    (await owner.get(`/api/trips/${tripId}/sharing`)).json<TripSharing>();
  const send = (tripId: string, shareToken?: string) =>
    friend.post(`/api/public/trips/${tripId}/recommendations`, {
      entries: [tip],
      ...(shareToken ? { share_token: shareToken } : {}),
    });

  it('lists the ask link by its token, with when it was made, and counts every open of it', async () => {
    const tripId = await newTrip();
    const sharing = await sharingOf(tripId);
    expect(sharing).toEqual({
      ask_link: {
        share_url: expect.stringMatching(/^http:\/\/.+\/rec\/[\w-]{43}$/),
        created_at: expect.any(String),
        opens: 0,
      },
      tips_paused_at: null,
      favorites_links: [],
      notifications_muted: false,
      following_on: true,
    });
    const token = tokenOf(sharing);
    expect((await friend.get(`/api/public/share-links/${token}`)).statusCode).toBe(200);
    expect((await friend.get(`/api/public/share-links/${token}`)).statusCode).toBe(200);
    // The id address of a trip whose ask link was never replaced is the same link, read from the page cache.
    expect((await friend.get(`/api/public/trips/${tripId}`)).statusCode).toBe(200);
    expect((await friend.get(`/api/public/trips/${tripId}`)).statusCode).toBe(200);
    await t.opens.flush();
    expect((await sharingOf(tripId)).ask_link?.opens).toBe(4);
  });

  it('adds the opens of every instance to the same link', async () => {
    const tripId = await newTrip();
    const token = tokenOf(await sharingOf(tripId));
    expect((await apiClient(t).get(`/api/public/share-links/${token}`)).statusCode).toBe(200);
    const onSecond = await elsewhere.app.inject(jsonRequest('GET', `/api/public/share-links/${token}`));
    expect(onSecond.statusCode).toBe(200);
    await Promise.all([t.opens.flush(), elsewhere.opens.flush()]);
    expect((await sharingOf(tripId)).ask_link?.opens).toBe(2);
  });

  it('makes a new ask link: the old token and the id address stop at once, the new one asks', async () => {
    const tripId = await newTrip();
    const oldToken = tokenOf(await sharingOf(tripId));
    // Kept by the friend page cache of another instance, which must hear of the change.
    const idRead = () => elsewhere.app.inject(jsonRequest('GET', `/api/public/trips/${tripId}`));
    expect((await idRead()).statusCode).toBe(200);

    const renewed = (await owner.post(`/api/trips/${tripId}/ask-link`)).json<TripSharing>();
    const newToken = tokenOf(renewed);
    expect(newToken).not.toBe(oldToken);
    expect(renewed.ask_link?.opens).toBe(0);

    expect((await friend.get(`/api/public/share-links/${oldToken}`)).statusCode).toBe(404);
    expect((await idRead()).statusCode).toBe(404);
    expect(errorOf(await send(tripId)).message).toBe('Trip not found');
    expect((await send(tripId, oldToken)).statusCode).toBe(404);

    const opened = await friend.get(`/api/public/share-links/${newToken}`);
    expect(opened.json<{ trip: { id: string; collecting: boolean } }>().trip).toMatchObject({
      id: tripId,
      collecting: true,
    });
    expect((await send(tripId, newToken)).statusCode).toBe(201);
  });

  it('revokes the ask link until a new one is made', async () => {
    const tripId = await newTrip();
    const token = tokenOf(await sharingOf(tripId));
    const revoked = (await owner.delete(`/api/trips/${tripId}/ask-link`)).json<TripSharing>();
    expect(revoked.ask_link).toBeNull();
    expect((await friend.get(`/api/public/share-links/${token}`)).statusCode).toBe(404);
    expect((await friend.get(`/api/public/trips/${tripId}`)).statusCode).toBe(404);
    expect((await send(tripId, token)).statusCode).toBe(404);
    const detail = (await owner.get(`/api/trips/${tripId}`)).json<{ trip: { ask_link_revoked: boolean } }>();
    expect(detail.trip.ask_link_revoked).toBe(true);

    const renewed = (await owner.post(`/api/trips/${tripId}/ask-link`)).json<TripSharing>();
    expect((await friend.get(`/api/public/share-links/${tokenOf(renewed)}`)).statusCode).toBe(200);
    expect(
      (await owner.get(`/api/trips/${tripId}`)).json<{ trip: { ask_link_revoked: boolean } }>().trip,
    ).toMatchObject({ ask_link_revoked: false });
  });

  it('pauses tip collection: friend pages say so, sending is refused politely, resuming takes tips again', async () => {
    const tripId = await newTrip();
    const token = tokenOf(await sharingOf(tripId));
    // Read once on the other instance so that its cached page has to go.
    await elsewhere.app.inject(jsonRequest('GET', `/api/public/trips/${tripId}`));
    const paused = (
      await owner.put(`/api/trips/${tripId}/tip-collection`, { paused: true })
    ).json<TripSharing>();
    expect(paused.tips_paused_at).toEqual(expect.any(String));
    // A second pause keeps the time it began.
    const again = (
      await owner.put(`/api/trips/${tripId}/tip-collection`, { paused: true })
    ).json<TripSharing>();
    expect(again.tips_paused_at).toBe(paused.tips_paused_at);

    const onOther = await elsewhere.app.inject(jsonRequest('GET', `/api/public/trips/${tripId}`));
    expect(onOther.json<{ trip: { collecting: boolean } }>().trip.collecting).toBe(false);
    const byToken = await friend.get(`/api/public/share-links/${token}`);
    expect(byToken.json<{ trip: { collecting: boolean } }>().trip.collecting).toBe(false);
    const refused = await send(tripId, token);
    expect(refused.statusCode).toBe(409);
    expect(errorOf(refused)).toEqual({
      code: 'TIPS_PAUSED',
      message:
        'Maya has paused collecting tips for now. Your recommendations are kept on this page, so you can send them later.',
    });
    const tips = (await owner.get(`/api/trips/${tripId}`)).json<{ recommendations: unknown[] }>();
    expect(tips.recommendations).toHaveLength(0);

    const resumed = (
      await owner.put(`/api/trips/${tripId}/tip-collection`, { paused: false })
    ).json<TripSharing>();
    expect(resumed.tips_paused_at).toBeNull();
    expect((await send(tripId, token)).statusCode).toBe(201);
  });

  it('lists working favourites links with their opens and revokes any of them', async () => {
    const tripId = await newTrip();
    const make = async () =>
      (await owner.post(`/api/trips/${tripId}/shared-favorites`, { expires_in_days: 7 })).json<{
        share_token: string;
      }>().share_token;
    const first = await make();
    await nextMillisecond();
    const second = await make();
    expect((await friend.get(`/api/public/shared-favorites/${first}`)).statusCode).toBe(200);
    // The second read comes from the cached page, and counts too.
    expect((await friend.get(`/api/public/shared-favorites/${first}`)).statusCode).toBe(200);
    await t.opens.flush();
    const { favorites_links: links } = await sharingOf(tripId);
    expect(links.map((link) => [link.share_url.split('/shared-favorites/')[1], link.opens])).toEqual([
      [second, 0],
      [first, 2],
    ]);
    const firstLink = links[1];
    expect(firstLink?.expires_at).toEqual(expect.any(String));

    const after = await owner.delete(`/api/trips/${tripId}/shared-favorites/${firstLink?.id ?? ''}`);
    expect(after.json<TripSharing>().favorites_links).toHaveLength(1);
    expect((await friend.get(`/api/public/shared-favorites/${first}`)).statusCode).toBe(404);
    expect((await friend.get(`/api/public/shared-favorites/${second}`)).statusCode).toBe(200);
    const again = await owner.delete(`/api/trips/${tripId}/shared-favorites/${firstLink?.id ?? ''}`);
    expect([again.statusCode, errorOf(again).message]).toEqual([404, 'Share link not found']);
  });

  it("answers 404 for another user's trip and its links, and 400 for a body that says nothing clear", async () => {
    const tripId = await newTrip();
    const linkId = (
      await (async () => {
        await owner.post(`/api/trips/${tripId}/shared-favorites`, {});
        return sharingOf(tripId);
      })()
    ).favorites_links[0]?.id;
    const stranger = apiClient(t, (await buildUser(t, { first_name: 'Ines' })).cookie);
    const attempts = [
      stranger.get(`/api/trips/${tripId}/sharing`),
      stranger.post(`/api/trips/${tripId}/ask-link`),
      stranger.delete(`/api/trips/${tripId}/ask-link`),
      stranger.put(`/api/trips/${tripId}/tip-collection`, { paused: true }),
      stranger.delete(`/api/trips/${tripId}/shared-favorites/${linkId ?? ''}`),
    ];
    for (const response of await Promise.all(attempts)) {
      expect([response.statusCode, errorOf(response).message]).toEqual([404, 'Trip not found']);
    }
    const unchanged = await sharingOf(tripId);
    expect(unchanged.tips_paused_at).toBeNull();
    expect(unchanged.favorites_links).toHaveLength(1);

    for (const body of [{}, { paused: 'yes' }, { paused: true, extra: 1 }]) {
      const response = await owner.put(`/api/trips/${tripId}/tip-collection`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const badToken = await send(tripId, 'not a token');
    expect([badToken.statusCode, errorOf(badToken).message]).toEqual([
      400,
      'The share token is missing or invalid.',
    ]);
    expect((await apiClient(t).get(`/api/trips/${tripId}/sharing`)).statusCode).toBe(401);
  });
});
