import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { insertTipRows } from '../../../../tests/support/database-rows.js';
import { createTestApp, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const MAX = LIMITS.tipsPerListMax;
const FULL_TRIP = `This trip has reached its limit of ${MAX.toLocaleString('en-US')} tips.`;
/** A friend's page is also told that it keeps their tips. */
const FULL_TRIP_TO_FRIEND = `${FULL_TRIP} Your recommendations are kept on this page.`;
const FULL_GUIDEBOOK = `This guidebook has reached its limit of ${MAX.toLocaleString('en-US')} tips.`;
const tip = (content = 'One more') => ({ category: 'eat', content });

/** 409 LIST_FULL with this message. */
function expectFull(response: LightMyRequestResponse, message: string) {
  expect(response.statusCode, response.body).toBe(409);
  expect(errorOf(response)).toEqual({ code: 'LIST_FULL', message });
}

// Every way tips reach a trip or a guidebook stops at the limit (decision 031), and adds nothing then.
describe.each(DIALECTS)('a list’s limit of tips on %s', (dialect) => {
  let t: TestApp;
  let owner: ApiClient;
  let friends = 0;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    owner = apiClient(t, (await signUp(t, { first_name: 'Maya' })).cookie);
  });
  afterAll(() => t.close());

  const newTrip = async (held: number) => {
    const tripId = (await owner.post('/api/trips', { destination: 'Lisbon' })).json<{
      trip: { id: string };
    }>().trip.id;
    await insertTipRows(t.db, { tripId }, held);
    return tripId;
  };
  const newGuidebook = async (held: number) => {
    const guidebookId = (await owner.post('/api/guidebooks', { title: 'Porto', destination: 'Porto' })).json<{
      guidebook: { id: string };
    }>().guidebook.id;
    await insertTipRows(t.db, { guidebookId }, held);
    return guidebookId;
  };
  const tipCount = async (url: string) => {
    const response = await owner.get(url);
    expect(response.statusCode).toBe(200);
    return response.json<{ recommendations: unknown[] }>().recommendations.length;
  };
  const submit = (tripId: string, entries: unknown[]) => {
    friends += 1;
    return t.app.inject({
      method: 'POST',
      url: `/api/public/trips/${tripId}/recommendations`,
      payload: { entries, contributor_name: 'Sam' },
      remoteAddress: `198.51.100.${friends}`,
    });
  };

  it('lets the owner fill a trip to the limit, then refuses, saying how much room is left', async () => {
    const tripId = await newTrip(MAX - 1);
    const add = (entries: unknown[]) => owner.post(`/api/trips/${tripId}/recommendations`, { entries });
    expectFull(
      await add([tip('First'), tip('Second')]),
      `This trip has room for 1 more tip, not 2: a trip holds at most ${MAX.toLocaleString('en-US')} tips.`,
    );
    expect((await add([tip()])).statusCode).toBe(201);
    expectFull(await add([tip()]), FULL_TRIP);
    expect(await tipCount(`/api/trips/${tripId}`)).toBe(MAX);
  });

  it('refuses a friend’s tips to a full trip', async () => {
    const tripId = await newTrip(MAX);
    expectFull(await submit(tripId, [tip()]), FULL_TRIP_TO_FRIEND);
    expect(await tipCount(`/api/trips/${tripId}`)).toBe(MAX);
  });

  it('answers a change sent again on a full trip with its stored tips, and refuses new ones', async () => {
    const tripId = await newTrip(MAX - 1);
    const sent = [{ id: randomUUID(), ...tip('Sent offline') }];
    const add = (entries: unknown[]) => owner.post(`/api/trips/${tripId}/recommendations`, { entries });
    expect((await add(sent)).statusCode).toBe(201);
    const again = await add(sent);
    expect(again.statusCode).toBe(201);
    expect(again.json<{ recommendations: { id: string }[] }>().recommendations.map((row) => row.id)).toEqual([
      sent[0]?.id,
    ]);
    expectFull(await add([...sent, { id: randomUUID(), ...tip('New') }]), FULL_TRIP);
    expect(await tipCount(`/api/trips/${tripId}`)).toBe(MAX);
  });

  it('refuses an import that would pass the limit whole, saying how many places fit', async () => {
    const tripId = await newTrip(MAX - 2);
    const places = [tip('A'), tip('B'), tip('C')];
    expectFull(
      await owner.post(`/api/trips/${tripId}/imports`, { entries: places }),
      `This trip has room for 2 more places, not 3: a trip holds at most ${MAX.toLocaleString('en-US')} tips.`,
    );
    expect(await tipCount(`/api/trips/${tripId}`)).toBe(MAX - 2);
    const guidebookId = await newGuidebook(MAX);
    expectFull(
      await owner.post(`/api/guidebooks/${guidebookId}/imports`, { entries: places }),
      FULL_GUIDEBOOK,
    );
  });

  it('takes an import of as many places as a list holds, and refuses one more', async () => {
    const tripId = await newTrip(0);
    const places = Array.from({ length: MAX + 1 }, (_, i) => tip(`Place ${i + 1}`));
    const tooMany = await owner.post(`/api/trips/${tripId}/imports`, { entries: places });
    expect(tooMany.statusCode).toBe(400);
    expect(errorOf(tooMany).message).toBe(
      `At most ${MAX.toLocaleString('en-US')} places can be imported at once.`,
    );
    const added = await owner.post(`/api/trips/${tripId}/imports`, { entries: places.slice(0, MAX) });
    expect(added.json()).toEqual({ added: MAX });
  }, 60_000);

  it('refuses guidebook entries past the limit', async () => {
    const guidebookId = await newGuidebook(MAX - 1);
    const add = () => owner.post(`/api/guidebooks/${guidebookId}/recommendations`, { entries: [tip()] });
    expect((await add()).statusCode).toBe(201);
    expectFull(await add(), FULL_GUIDEBOOK);
    expect(await tipCount(`/api/guidebooks/${guidebookId}`)).toBe(MAX);
  });

  it('keeps a list already past the limit readable, and refuses every add to it', async () => {
    const tripId = await newTrip(MAX + 5);
    expect(await tipCount(`/api/trips/${tripId}`)).toBe(MAX + 5);
    expectFull(await owner.post(`/api/trips/${tripId}/recommendations`, { entries: [tip()] }), FULL_TRIP);
    expectFull(await submit(tripId, [tip()]), FULL_TRIP_TO_FRIEND);
    const guidebookId = await newGuidebook(MAX + 5);
    expect(await tipCount(`/api/guidebooks/${guidebookId}`)).toBe(MAX + 5);
    expectFull(
      await owner.post(`/api/guidebooks/${guidebookId}/recommendations`, { entries: [tip()] }),
      FULL_GUIDEBOOK,
    );
  });

  it('refuses a copy larger than a list may be, and makes nothing', async () => {
    const copier = apiClient(t, (await signUp(t)).cookie);
    const counts = async () => [
      (await copier.get('/api/trips')).json<{ trips: unknown[] }>().trips.length,
      (await copier.get('/api/guidebooks')).json<{ guidebooks: unknown[] }>().guidebooks.length,
    ];
    const guidebookId = await newGuidebook(MAX + 1);
    const link = await owner.post(`/api/guidebooks/${guidebookId}/shared-links`, {});
    const tooLarge = `This copy would hold ${(MAX + 1).toLocaleString('en-US')} tips, more than the ${MAX.toLocaleString('en-US')}`;
    expectFull(
      await copier.post('/api/trips/copies', {
        from: 'shared-guidebook',
        share_token: link.json<{ share_token: string }>().share_token,
      }),
      `${tooLarge} a trip can hold.`,
    );
    const tripId = await newTrip(0);
    await insertTipRows(t.db, { tripId }, MAX + 1, { favorite: true });
    const favorites = await owner.post(`/api/trips/${tripId}/shared-favorites`, {});
    const shareToken = favorites.json<{ share_token: string }>().share_token;
    expectFull(
      await copier.post('/api/guidebooks/copies', { from: 'shared-favorites', share_token: shareToken }),
      `${tooLarge} a guidebook can hold.`,
    );
    expect(await counts()).toEqual([0, 0]);
  });
});
