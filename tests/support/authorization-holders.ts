// The two holders of the authorization matrix, each seeded through the API with one of everything a route
// can refer to: a trip with tips and links, a guidebook with entries and links, a follow link, a picture,
// invites and a companion of their lists, and a notice.
import { randomBytes, randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { apiClient, type ApiClient } from './api.js';
import { guidebookCalls } from './guidebooks.js';
import { imageOf, imageUrlOf, uploadProfileImage } from './images.js';
import { addCompanion, inviteToken, storedInvite, type ListKind } from './factories/companions.js';
import { buildUser } from './factories/users.js';
import { jsonRequest, type TestApp } from './test-app.js';
import type { Holder, HolderName } from './authorization-matrix.js';

export const PASSWORD = 'correct-horse';

export async function expectOk<T>(
  response: Promise<{ statusCode: number; body: string; json: () => unknown }>,
) {
  const answer = await response;
  expect(answer.statusCode, answer.body).toBeLessThan(300);
  return (answer.body ? answer.json() : null) as T;
}

/** The id of a trip's favourites link, as the owner's Sharing panel lists it. */
export async function favouritesLinkIdOf(api: ApiClient, tripId: string, token: string): Promise<string> {
  const sharing = await expectOk<{ favorites_links: { id: string; share_url: string }[] }>(
    api.get(`/api/trips/${tripId}/sharing`),
  );
  return sharing.favorites_links.find((link) => link.share_url.endsWith(`/${token}`))?.id ?? '';
}

export async function seedHolder(t: TestApp, name: HolderName): Promise<Holder> {
  const mark = (what: string) => `mark-${name}-${what}-${randomBytes(4).toString('hex')}`;
  const email = `${mark('email')}@example.com`;
  const { cookie, id: userId } = await buildUser(t, { email, password: PASSWORD, first_name: 'Matrix' });
  const api = apiClient(t, cookie);
  const guidebooks = guidebookCalls(api);
  const tripTypes = mark('asks');
  const destination = mark('destination');
  const { trip } = await expectOk<{ trip: { id: string; share_token: string } }>(
    api.post('/api/trips', { destination, recommendation_types: tripTypes }),
  );
  const favourite = mark('favourite');
  const secret = mark('secret');
  const { recommendations } = await expectOk<{ recommendations: { id: string }[] }>(
    api.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [
        { category: 'do', content: favourite },
        { category: 'eat', content: secret },
      ],
    }),
  );
  const tipId = recommendations[0]?.id ?? '';
  await expectOk(api.patch(`/api/recommendations/${tipId}`, { is_favorite: true }));
  const share = (body = {}) =>
    expectOk<{ share_token: string }>(api.post(`/api/trips/${trip.id}/shared-favorites`, body));
  const favouritesToken = (await share()).share_token;
  const favouritesLinkId = await favouritesLinkIdOf(api, trip.id, favouritesToken);
  const expiredFavouritesToken = (await share()).share_token;
  await t.db.kysely
    .updateTable('shared_favorites')
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where('share_token', '=', expiredFavouritesToken)
    .execute();

  const guidebookBody = { title: mark('title'), destination: mark('place'), description: mark('about') };
  const guidebook = await guidebooks.create(guidebookBody);
  const [guidebookTip] = await guidebooks.addTips(guidebook.id, [
    { category: 'museums', content: mark('entry') },
  ]);
  const link = await guidebooks.share(guidebook.id);
  const revoked = await guidebooks.share(guidebook.id);
  await expectOk(api.delete(`/api/guidebooks/${guidebook.id}/shared-links/${revoked.id}`));
  const expired = await guidebooks.share(guidebook.id);
  await t.db.kysely
    .updateTable('shared_guidebooks')
    .set({ expires_at: new Date(Date.now() - 60_000).toISOString() })
    .where('id', '=', expired.id)
    .execute();
  const sent = await expectOk<{ receipt: string }>(
    t.app.inject({
      ...jsonRequest('POST', `/api/public/trips/${trip.id}/recommendations`, {
        entries: [{ category: 'eat', content: mark('followed') }],
        contributor_name: 'Friend',
      }),
      remoteAddress: name === 'owner' ? '192.0.2.201' : '192.0.2.202',
    }),
  );
  const followed = await expectOk<{ token: string }>(
    apiClient(t).post(`/api/public/trips/${trip.id}/follow-links`, { receipt: sent.receipt }),
  );
  const image = await uploadProfileImage(t, cookie, await imageOf('png'));
  const imageId = imageUrlOf(image).split('/').pop() ?? '';
  const companionValues = await seedCompanionValues(t, api, userId, {
    trip: trip.id,
    guidebook: guidebook.id,
  });

  return {
    name,
    cookie,
    userId,
    tripTypes,
    guidebookBody,
    markers: {
      email,
      shared: [
        destination,
        tripTypes,
        favourite,
        ...Object.values(guidebookBody),
        guidebookTip?.content ?? '',
        mark('followed'),
      ],
      secret: [secret],
    },
    values: {
      trip: { id: trip.id },
      tip: { id: tipId },
      guidebook: { id: guidebook.id },
      guidebookTip: { id: guidebookTip?.id ?? '' },
      guidebookLink: { id: guidebook.id, linkId: link.id },
      favouritesLink: { id: trip.id, linkId: favouritesLinkId },
      tripShareToken: { token: trip.share_token },
      favouritesToken: { token: favouritesToken, expired: expiredFavouritesToken },
      guidebookToken: { token: link.share_token, expired: expired.share_token, revoked: revoked.share_token },
      image: { imageId },
      followToken: { token: followed.token, receipt: sent.receipt },
      ...companionValues,
    },
  };
}

/** A notice to the user that a shared list went with its owner's account. */
export async function newNotice(t: TestApp, userId: string): Promise<string> {
  const id = randomUUID();
  await t.db.kysely
    .insertInto('companion_notices')
    .values({
      id,
      user_id: userId,
      list_kind: 'trip',
      list_name: 'Gone',
      owner_first_name: 'Former',
      created_at: new Date().toISOString(),
    })
    .execute();
  return id;
}

/** Invites to the holder's lists (open, expired, revoked), a companion of each, and a notice to the holder. */
async function seedCompanionValues(
  t: TestApp,
  api: ApiClient,
  userId: string,
  lists: Record<ListKind, string>,
): Promise<
  Pick<
    Holder['values'],
    'tripInvite' | 'guidebookInvite' | 'tripCompanion' | 'guidebookCompanion' | 'inviteToken' | 'notice'
  >
> {
  const companion = await buildUser(t);
  await addCompanion(t, 'trip', lists.trip, companion.id, 'viewer');
  await addCompanion(t, 'guidebook', lists.guidebook, companion.id, 'viewer');
  const { token } = await inviteToken(api, 'trip', lists.trip, 'viewer').then((token) => ({ token }));
  const expired = await storedInvite(t, 'trip', lists.trip, userId, { expiresInMs: -60_000 });
  const revoked = await storedInvite(t, 'trip', lists.trip, userId);
  await t.db.kysely
    .updateTable('companion_invites')
    .set({ revoked_at: new Date().toISOString() })
    .where('id', '=', revoked.id)
    .execute();
  const newInviteId = async (kind: ListKind) => (await storedInvite(t, kind, lists[kind], userId)).id;
  return {
    tripInvite: { id: lists.trip, inviteId: await newInviteId('trip') },
    guidebookInvite: {
      id: lists.guidebook,
      inviteId: await newInviteId('guidebook'),
    },
    tripCompanion: { id: lists.trip, userId: companion.id },
    guidebookCompanion: { id: lists.guidebook, userId: companion.id },
    inviteToken: { token, expired: expired.token, revoked: revoked.token },
    notice: { id: await newNotice(t, userId) },
  };
}

/** A spare resource of the companion kinds for a cell that uses one up; undefined for the other kinds. */
export async function freshCompanionValue(
  t: TestApp,
  api: ApiClient,
  holder: Holder,
  kind: string,
): Promise<Record<string, string> | undefined> {
  const { trip, guidebook } = holder.values;
  if (kind === 'tripInvite' || kind === 'guidebookInvite') {
    const listKind: ListKind = kind === 'tripInvite' ? 'trip' : 'guidebook';
    const listId = holder.values[listKind].id ?? '';
    return { id: listId, inviteId: (await storedInvite(t, listKind, listId, holder.userId)).id };
  }
  if (kind === 'tripCompanion' || kind === 'guidebookCompanion') {
    const companion = await buildUser(t);
    const listId = (kind === 'tripCompanion' ? trip.id : guidebook.id) ?? '';
    await addCompanion(t, kind === 'tripCompanion' ? 'trip' : 'guidebook', listId, companion.id, 'viewer');
    return { id: listId, userId: companion.id };
  }
  if (kind === 'inviteToken') {
    // A list of its own: whoever joins it joins nothing the other cells read.
    const spare = await expectOk<{ trip: { id: string } }>(api.post('/api/trips', { destination: 'Spare' }));
    return { token: (await storedInvite(t, 'trip', spare.trip.id, holder.userId)).token };
  }
  if (kind === 'notice') return { id: await newNotice(t, holder.userId) };
  return undefined;
}
