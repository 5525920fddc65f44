import type { AddressInfo } from 'node:net';
import { resetRequestsKey } from '../../src/server/auth/reset-links.js';
import { apiClient, type ApiClient } from './api.js';
import { guidebookCalls } from './guidebooks.js';
import { buildUser } from './factories/users.js';
import { cookieFrom, createTestApp, jsonRequest, type TestApp } from './test-app.js';
import {
  type Actor,
  seedCompanions,
  shareWithCompanions,
  type CompanionAccount,
  type CompanionActor,
} from './authorization-actors.js';
import {
  expectOk,
  favouritesLinkIdOf,
  freshCompanionValue,
  PASSWORD,
  seedHolder,
} from './authorization-holders.js';
import type { TestDialect } from './test-database.js';

/** ADMIN_EMAILS of the app under test: the first is the standing admin, the rest are spent by cells. */
const ADMIN_EMAILS = Array.from({ length: 10 }, (_, i) => `matrix-admin-${i}@example.com`);

export { ACTORS, SIGNED_IN, type Actor } from './authorization-actors.js';
export { PASSWORD } from './authorization-holders.js';

/** The two users who hold resources; each is a stranger to the other's. */
export type HolderName = 'owner' | 'other';

/** `crossed`: the holder's own trip or guidebook with a link of someone else's. */
export type Case =
  'none' | 'known' | 'owners' | 'others' | 'crossed' | 'missing' | 'malformed' | 'expired' | 'revoked';

const OWNED: Case[] = ['owners', 'others', 'missing', 'malformed'];
/** What a route's parameters can refer to, and the cases each is tried with. */
export const CASES = {
  none: ['none'],
  trip: OWNED,
  tip: OWNED,
  guidebook: OWNED,
  guidebookTip: OWNED,
  guidebookLink: [...OWNED, 'crossed'],
  favouritesLink: [...OWNED, 'crossed'],
  tripShareToken: OWNED,
  favouritesToken: [...OWNED, 'expired'],
  guidebookToken: [...OWNED, 'expired', 'revoked'],
  image: OWNED,
  place: ['known', 'missing', 'malformed'],
  // Any text is looked up as a follow token: a malformed one is one more that opens nothing.
  followToken: ['owners', 'others', 'missing'],
  tripInvite: [...OWNED, 'crossed'],
  guidebookInvite: [...OWNED, 'crossed'],
  tripCompanion: [...OWNED, 'crossed'],
  guidebookCompanion: [...OWNED, 'crossed'],
  inviteToken: [...OWNED, 'expired', 'revoked'],
  notice: OWNED,
} satisfies Record<string, readonly Case[]>;
export type Kind = keyof typeof CASES;

/** Strings seeded into a holder's data, searched for in the raw body of answers to anyone else. */
export interface Markers {
  email: string;
  /** Visible to whoever holds a share link: destination, favourite tip, guidebook text. */
  shared: string[];
  /** Never shown to anyone but the holder: a tip that is not a favourite. */
  secret: string[];
}

export interface Holder {
  name: HolderName;
  cookie: string;
  userId: string;
  markers: Markers;
  values: Record<Exclude<Kind, 'none' | 'place'>, Record<string, string>>;
  tripTypes: string;
  guidebookBody: { title: string; destination: string; description: string };
}

export interface World {
  t: TestApp;
  /** Where the listening app answers, for event streams. */
  base: string;
  holders: Record<HolderName, Holder>;
  adminCookie: string;
  /** A session of the owner that was ended with sign-out. */
  signedOutCookie: string;
  /** An account the account routes may act on (sign in, reset, force-logout) without touching the actors. */
  victim: { email: string; id: string };
  placeId: string;
  /** The owner's companions, and the two who are no longer (authorization-actors.ts). */
  companions: Record<CompanionActor, CompanionAccount>;
  freshAccount(actor: Actor): Promise<string>;
  fresh(kind: Kind, holder: HolderName): Promise<Record<string, string>>;
  resetToken(): Promise<string>;
}

/** An admin: a verified account whose address ADMIN_EMAILS lists (decision 028). */
const buildAdmin = (t: TestApp, email: string | undefined) =>
  buildUser(t, { email, password: PASSWORD, emailVerified: true, role: 'admin' });

/**
 * One app per dialect, listening for event streams, with every resource seeded through the API. The
 * accounts are made straight in the database (buildUser): signing up is a row of the matrix, not its setup.
 */
export async function seedWorld(dialect: TestDialect): Promise<World> {
  // A public address lets a follow link take an e-mail address (its mails need links).
  const t = await createTestApp(
    dialect,
    { ADMIN_EMAILS: ADMIN_EMAILS.join(','), PUBLIC_URL: 'https://tiplist.example' },
    {},
    { followMailTimer: false },
  );
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  const holders = { owner: await seedHolder(t, 'owner'), other: await seedHolder(t, 'other') };
  const companions = await seedCompanions(t, holders.owner.cookie, {
    trip: holders.owner.values.trip.id ?? '',
    guidebook: holders.owner.values.guidebook.id ?? '',
  });
  const adminCookie = (await buildAdmin(t, ADMIN_EMAILS[0])).cookie;
  const signIn = await t.app.inject({
    ...jsonRequest('POST', '/api/auth/sign-in/email', {
      email: holders.owner.markers.email,
      password: PASSWORD,
    }),
    remoteAddress: '192.0.2.200',
  });
  const signedOutCookie = cookieFrom(signIn);
  await expectOk(apiClient(t, signedOutCookie).post('/api/auth/sign-out', {}));
  const victim = await buildUser(t, { password: PASSWORD });
  const search = await expectOk<{ predictions: { place_id: string }[] }>(
    apiClient(t).get('/api/places/search?q=Lisbon'),
  );

  let admins = 1;
  let resets = 0;
  const owners: Record<HolderName, ApiClient> = {
    owner: apiClient(t, holders.owner.cookie),
    other: apiClient(t, holders.other.cookie),
  };
  return {
    t,
    base,
    holders,
    adminCookie,
    signedOutCookie,
    victim,
    companions,
    placeId: search.predictions[0]?.place_id ?? '',
    async freshAccount(actor) {
      if (actor === 'admin') {
        admins += 1;
        return (await buildAdmin(t, ADMIN_EMAILS[admins - 1])).cookie;
      }
      return (await buildUser(t, { password: PASSWORD })).cookie;
    },
    async fresh(kind, name) {
      const api = owners[name];
      const { trip, guidebook } = holders[name].values;
      const spare = { title: 'Spare', destination: 'Spare' };
      const tips = { entries: [{ category: 'do', content: 'A spare tip' }] };
      type Created = { trip: { id: string }; guidebook: { id: string }; recommendations: { id: string }[] };
      const create = async (
        url: string,
        body: object,
        pick: (answer: Created) => { id: string } | undefined,
      ) => ({ id: pick(await expectOk<Created>(api.post(url, body)))?.id ?? '' });
      if (kind === 'trip' || kind === 'guidebook') {
        const made =
          kind === 'trip'
            ? await create('/api/trips', { destination: 'Spare' }, (answer) => answer.trip)
            : await create('/api/guidebooks', spare, (answer) => answer.guidebook);
        if (name === 'owner') await shareWithCompanions(t, companions, kind, made.id);
        return made;
      }
      const companionValues = await freshCompanionValue(t, api, holders[name], kind);
      if (companionValues) return companionValues;
      if (kind === 'tip')
        return create(`/api/trips/${trip.id}/recommendations`, tips, (a) => a.recommendations[0]);
      const tipsOfGuidebook = `/api/guidebooks/${guidebook.id}/recommendations`;
      if (kind === 'guidebookTip')
        return create(tipsOfGuidebook, tips, (answer) => answer.recommendations[0]);
      if (kind === 'favouritesLink') {
        const { share_token } = await expectOk<{ share_token: string }>(
          api.post(`/api/trips/${trip.id}/shared-favorites`, {}),
        );
        return { id: trip.id ?? '', linkId: await favouritesLinkIdOf(api, trip.id ?? '', share_token) };
      }
      if (kind === 'followToken') {
        const { receipt = '' } = holders[name].values.followToken;
        const followed = await expectOk<{ token: string }>(
          apiClient(t).post(`/api/public/trips/${trip.id ?? ''}/follow-links`, { receipt }),
        );
        const spare: Record<string, string> = { token: followed.token, receipt };
        return spare;
      }
      if (kind !== 'guidebookLink') throw new Error(`no spare ${kind}`);
      const link = await guidebookCalls(api).share(guidebook.id ?? '');
      return { id: guidebook.id ?? '', linkId: link.id };
    },
    async resetToken() {
      // Each cell asks for a link of its own: the limit per e-mail is not what this matrix checks.
      await t.db.kysely.deleteFrom('rate_limits').where('key', '=', resetRequestsKey(victim.email)).execute();
      await expectOk(
        t.app.inject({
          ...jsonRequest('POST', '/api/auth/request-password-reset', { email: victim.email }),
          remoteAddress: `192.0.2.${(resets += 1)}`,
        }),
      );
      const row = await t.db.kysely
        .selectFrom('verification')
        .select('identifier')
        .where('value', '=', victim.id)
        .where('identifier', 'like', 'reset-password:%')
        .orderBy('createdAt', 'desc')
        .executeTakeFirstOrThrow();
      return row.identifier.slice('reset-password:'.length);
    },
  };
}
