import { createEmailVerificationToken } from 'better-auth/api';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACTORS,
  CASES,
  PASSWORD,
  seedWorld,
  SIGNED_IN,
  type Actor,
  type Case,
  type Holder,
  type Kind,
  type World,
} from '../../../tests/support/authorization-matrix.js';
import { fillParams, openStream, send, valuesFor } from '../../../tests/support/authorization-requests.js';
import { cacheProblem } from '../../../tests/support/cache-headers.js';
import { TEST_AUTH_SECRET, uniqueEmail } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import type { Access } from '../../shared/contracts/contract.js';
import { API_DOCS_PREFIX } from './api-docs.js';

type Target = { holder?: Holder; values: Record<string, string> };

interface Row {
  access: Access;
  /** What the path parameters (or, for copies, the body's share token) refer to. */
  kind?: Kind;
  query?: string;
  body?: (target: Target, world: World) => unknown;
  /** A multipart request: a profile picture, or a file of places to import. */
  upload?: 'image' | 'places';
  /** Deletes what it names: each cell gets a resource of its own. */
  consumes?: true;
  /** Acts on the caller's account (password, deletion, sign-out): each signed-in cell uses a new account. */
  disposable?: true;
  /** Succeeds for anyone holding the share token, and its answer shows what was shared. */
  shares?: true;
  stream?: true;
  /** A signed-in actor's own answer where it differs by who the actor is (the admin's address is verified). */
  answers?: Partial<Record<Actor, number>>;
  /** What to delete after a success, so a copy does not show up in the caller's later lists. */
  cleanup?: (answer: never) => string;
}

const entries = { entries: [{ category: 'do', content: 'A tip from the matrix' }] };
const orderOf = (id: string | undefined) => ({ order: [{ id, order_index: 0 }] });
const VICTIM = (_: Target, world: World) => ({ email: world.victim.email });

/** Every API route, as `METHOD path`: a route registered without a row here fails the suite. */
const ROWS: Record<string, Row> = {
  'GET /api/health': { access: 'public' },
  'GET /api/openapi.json': { access: 'public' },
  'GET /api/auth/session': { access: 'public' },
  'POST /api/auth/sign-up/email': {
    access: 'public',
    body: () => ({ first_name: 'New', last_name: 'Comer', email: uniqueEmail('matrix'), password: PASSWORD }),
  },
  'POST /api/auth/sign-in/email': {
    access: 'public',
    body: (_, world) => ({ email: world.victim.email, password: PASSWORD }),
  },
  'POST /api/auth/sign-out': { access: 'public', disposable: true, body: () => ({}) },
  'POST /api/auth/request-password-reset': { access: 'public', body: VICTIM },
  'POST /api/auth/reset-password': {
    access: 'public',
    body: async (_, world) => ({ token: await world.resetToken(), newPassword: PASSWORD }),
  },
  'POST /api/auth/verify-email': {
    access: 'public',
    body: async (_, { victim }) => ({
      token: await createEmailVerificationToken(TEST_AUTH_SECRET, victim.email, undefined, 3600, {
        userId: victim.id,
      }),
    }),
  },
  'GET /api/public/trips/:id': { access: 'public', kind: 'trip' },
  'GET /api/public/share-links/:token': { access: 'public', kind: 'tripShareToken' },
  'POST /api/public/trips/:id/recommendations': {
    access: 'public',
    kind: 'trip',
    body: () => ({ ...entries, contributor_name: 'A friend' }),
  },
  'GET /api/public/shared-favorites/:token': { access: 'public', kind: 'favouritesToken' },
  'GET /api/public/trips/:id/shared-favorites': { access: 'public', kind: 'trip' },
  'GET /api/public/shared-guidebooks/:token': { access: 'public', kind: 'guidebookToken' },
  'GET /api/public/shared-guidebooks/:token/export': {
    access: 'public',
    kind: 'guidebookToken',
    query: '?format=csv',
  },
  'GET /api/places/search': { access: 'public', query: '?q=Lisbon' },
  'GET /api/places/:placeId': { access: 'public', kind: 'place' },
  'GET /api/map/style': { access: 'public' },
  'GET /api/images/:imageId': { access: 'public', kind: 'image' },

  'GET /api/trips': { access: 'owner' },
  'POST /api/trips': { access: 'owner', body: () => ({ destination: 'Matrix' }) },
  'GET /api/trips/:id': { access: 'owner', kind: 'trip' },
  'PATCH /api/trips/:id': {
    access: 'owner',
    kind: 'trip',
    body: ({ holder }) => ({ recommendation_types: holder?.tripTypes ?? null }),
  },
  'DELETE /api/trips/:id': { access: 'owner', kind: 'trip', consumes: true },
  'POST /api/trips/:id/shared-favorites': {
    access: 'owner',
    kind: 'trip',
    body: () => ({ expires_in_days: 7 }),
  },
  'GET /api/trips/:id/events': { access: 'owner', kind: 'trip', stream: true },
  'GET /api/trips/:id/sharing': { access: 'owner', kind: 'trip' },
  // Each changes what the trip's public addresses answer: tried on a spare trip, not the one others read.
  'POST /api/trips/:id/ask-link': { access: 'owner', kind: 'trip', consumes: true, body: () => ({}) },
  'DELETE /api/trips/:id/ask-link': { access: 'owner', kind: 'trip', consumes: true },
  'PUT /api/trips/:id/tip-collection': {
    access: 'owner',
    kind: 'trip',
    consumes: true,
    body: () => ({ paused: true }),
  },
  'DELETE /api/trips/:id/shared-favorites/:linkId': {
    access: 'owner',
    kind: 'favouritesLink',
    consumes: true,
  },
  'GET /api/trips/:id/export': { access: 'owner', kind: 'trip', query: '?format=csv' },
  'POST /api/trips/:id/imports/preview': { access: 'owner', kind: 'trip', upload: 'places' },
  'POST /api/trips/:id/imports': { access: 'owner', kind: 'trip', body: () => entries },
  'POST /api/trips/:id/recommendations': { access: 'owner', kind: 'trip', body: () => entries },
  'PUT /api/trips/:id/recommendations/order': {
    access: 'owner',
    kind: 'trip',
    body: ({ holder }, world) => orderOf((holder ?? world.holders.owner).values.tip.id),
  },
  'PATCH /api/trips/:id/recommendations': {
    access: 'owner',
    kind: 'trip',
    body: ({ holder }, world) => ({
      ids: [(holder ?? world.holders.owner).values.tip.id],
      is_favorite: true,
    }),
  },
  'PATCH /api/recommendations/:id': { access: 'owner', kind: 'tip', body: () => ({ is_favorite: true }) },
  'DELETE /api/recommendations/:id': { access: 'owner', kind: 'tip', consumes: true },

  'GET /api/guidebooks': { access: 'owner' },
  'POST /api/guidebooks': { access: 'owner', body: () => ({ title: 'Matrix', destination: 'Matrix' }) },
  'GET /api/guidebooks/:id': { access: 'owner', kind: 'guidebook' },
  'PUT /api/guidebooks/:id': {
    access: 'owner',
    kind: 'guidebook',
    body: ({ holder }, world) => (holder ?? world.holders.owner).guidebookBody,
  },
  'DELETE /api/guidebooks/:id': { access: 'owner', kind: 'guidebook', consumes: true },
  'GET /api/guidebooks/:id/shared-links': { access: 'owner', kind: 'guidebook' },
  'GET /api/guidebooks/:id/export': { access: 'owner', kind: 'guidebook', query: '?format=csv' },
  'POST /api/guidebooks/:id/imports/preview': { access: 'owner', kind: 'guidebook', upload: 'places' },
  'POST /api/guidebooks/:id/imports': { access: 'owner', kind: 'guidebook', body: () => entries },
  'POST /api/guidebooks/:id/shared-links': {
    access: 'owner',
    kind: 'guidebook',
    body: () => ({ expires_in_days: 7 }),
  },
  'DELETE /api/guidebooks/:id/shared-links/:linkId': {
    access: 'owner',
    kind: 'guidebookLink',
    consumes: true,
  },
  'GET /api/guidebooks/:id/events': { access: 'owner', kind: 'guidebook', stream: true },
  'POST /api/guidebooks/:id/recommendations': { access: 'owner', kind: 'guidebook', body: () => entries },
  'PUT /api/guidebooks/:id/recommendations/order': {
    access: 'owner',
    kind: 'guidebook',
    body: ({ holder }, world) => orderOf((holder ?? world.holders.owner).values.guidebookTip.id),
  },
  'PATCH /api/guidebooks/:id/recommendations': {
    access: 'owner',
    kind: 'guidebook',
    body: ({ holder }, world) => ({
      ids: [(holder ?? world.holders.owner).values.guidebookTip.id],
      is_favorite: true,
    }),
  },
  'PATCH /api/guidebook-recommendations/:id': {
    access: 'owner',
    kind: 'guidebookTip',
    body: () => ({ is_favorite: true }),
  },
  'DELETE /api/guidebook-recommendations/:id': { access: 'owner', kind: 'guidebookTip', consumes: true },
  'POST /api/guidebooks/copies': {
    access: 'owner',
    kind: 'favouritesToken',
    shares: true,
    body: ({ values }) => ({ from: 'shared-favorites', share_token: values.token }),
    cleanup: (answer: { guidebook: { id: string } }) => `/api/guidebooks/${answer.guidebook.id}`,
  },
  'POST /api/trips/copies': {
    access: 'owner',
    kind: 'guidebookToken',
    shares: true,
    body: ({ values }) => ({ from: 'shared-guidebook', share_token: values.token }),
    cleanup: (answer: { trip: { id: string } }) => `/api/trips/${answer.trip.id}`,
  },
  'PATCH /api/profile': {
    access: 'owner',
    disposable: true,
    body: () => ({ first_name: 'Re', last_name: 'Named' }),
  },
  'POST /api/profile/password': {
    access: 'owner',
    disposable: true,
    body: () => ({ current_password: PASSWORD, new_password: 'another-horse-staple' }),
  },
  'POST /api/profile/deletion': { access: 'owner', disposable: true, body: () => ({ password: PASSWORD }) },
  'PUT /api/profile/image': { access: 'owner', disposable: true, upload: 'image' },
  'DELETE /api/profile/image': { access: 'owner', disposable: true },
  'GET /api/profile/email-verification': { access: 'owner' },
  'POST /api/profile/email-verification': {
    access: 'owner',
    disposable: true,
    body: () => ({}),
    answers: { admin: 409 },
  },
  'GET /api/admin/users': { access: 'admin' },
  'POST /api/admin/force-logout': { access: 'admin', body: VICTIM },
};

/** A favourites link that has expired looks missing; a guidebook link says it has expired. */
const EXPIRED: Partial<Record<Kind, number>> = { favouritesToken: 404, guidebookToken: 410 };

function expectedStatus(row: Row, success: number, actor: Actor, which: Case): number {
  if (row.access !== 'public' && !SIGNED_IN.includes(actor)) return 401;
  if (row.access === 'admin' && actor !== 'admin') return 403;
  if (which === 'malformed') return 400;
  if (which === 'missing' || which === 'revoked' || which === 'crossed') return 404;
  if (which === 'expired') return EXPIRED[row.kind ?? 'none'] ?? 404;
  const holder = which === 'owners' ? 'owner' : which === 'others' ? 'other' : undefined;
  if (row.access === 'owner' && holder && !row.shares && holder !== actor) return 404;
  return row.answers?.[actor] ?? success;
}

/** Whose seeded strings an answer may show: never another user's, except what the route exists to share. */
function leaksIn(world: World, row: Row, actor: Actor, status: number, body: string): string[] {
  const refused = status >= 400;
  const showsEmails = !refused && row.access === 'admin';
  const showsShared = !refused && (row.access === 'public' || Boolean(row.shares));
  return Object.values(world.holders)
    .filter((holder) => holder.name !== actor)
    .flatMap(({ markers }) => [
      ...(showsEmails ? [] : [markers.email]),
      ...(showsShared ? [] : markers.shared),
      ...markers.secret,
    ])
    .filter((marker) => body.includes(marker));
}

const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
const isDocsPage = (route: RouteOptions) => route.url.startsWith(API_DOCS_PREFIX);
type Schema = { security?: unknown; response?: Record<string, unknown> };

describe.each(DIALECTS)('the authorization matrix on %s', (dialect) => {
  let world: World;
  let routes: Map<string, RouteOptions>;
  beforeAll(async () => {
    world = await seedWorld(dialect);
    routes = new Map(
      world.t.routes
        .filter((route) => route.url.startsWith('/api/') && !isDocsPage(route))
        .flatMap((route) => methodsOf(route).map((method) => [`${method} ${route.url}`, route] as const)),
    );
  });
  afterAll(async () => {
    // Seeding may have failed before the world existed.
    if (world as World | undefined) await world.t.close();
  });

  const cookieOf = async (actor: Actor, row: Row): Promise<string | undefined> => {
    if (row.disposable && SIGNED_IN.includes(actor)) return world.freshAccount(actor);
    if (actor === 'owner' || actor === 'other') return world.holders[actor].cookie;
    if (actor === 'admin') return world.adminCookie;
    return actor === 'signedOut' ? world.signedOutCookie : undefined;
  };

  async function targetOf(row: Row, which: Case): Promise<Target> {
    const kind = row.kind ?? 'none';
    const target = valuesFor(world, kind, which);
    if (!row.consumes || !target.holder) return target;
    if (which !== 'crossed') return { ...target, values: await world.fresh(kind, target.holder.name) };
    const { linkId = '' } = await world.fresh(kind, 'other');
    return { ...target, values: { ...target.values, linkId } };
  }

  /** Runs every actor and resource case of the rows, collecting each wrong answer and each leak. */
  async function check(stream: boolean): Promise<{ cells: number; problems: string[] }> {
    const problems: string[] = [];
    let cells = 0;
    // A row without its route is the coverage test's failure, not this one's.
    const keys = Object.keys(ROWS).filter((key) => routes.has(key) && Boolean(ROWS[key]?.stream) === stream);
    for (const key of keys) {
      const row = ROWS[key] as Row;
      const route = routes.get(key) as RouteOptions;
      const [method = 'GET', path = ''] = key.split(' ');
      const schema = route.schema as Schema;
      const success = Number(Object.keys(schema.response ?? {}).find((status) => /^2\d\d$/.test(status)));
      for (const actor of ACTORS) {
        for (const which of CASES[row.kind ?? 'none']) {
          cells += 1;
          const target = await targetOf(row, which);
          const cookie = await cookieOf(actor, row);
          const url = fillParams(path, target.values) + (row.query ?? '');
          const body = row.body ? await row.body(target, world) : undefined;
          const answer = row.stream
            ? await openStream(world, url, cookie)
            : await send(world, { method, url, cookie, body, upload: row.upload });
          const cell = `${key} as ${actor} on ${which}`;
          const expected = expectedStatus(row, success, actor, which);
          if (answer.status !== expected) {
            problems.push(`${cell}: ${answer.status}, expected ${expected} ${answer.body.slice(0, 160)}`);
          }
          const caching = cacheProblem({ key, private: row.access !== 'public' }, answer);
          if (caching) problems.push(`${cell}: ${caching}`);
          const leaks = leaksIn(world, row, actor, answer.status, answer.body);
          if (leaks.length > 0) problems.push(`${cell}: the answer shows ${leaks.join(', ')}`);
          if (row.cleanup && answer.status < 300) {
            const removed = await send(world, {
              method: 'DELETE',
              url: row.cleanup(answer.json() as never),
              cookie,
            });
            if (removed.status !== 204)
              problems.push(`${cell}: its copy could not be removed (${removed.status})`);
          }
        }
      }
    }
    return { cells, problems };
  }

  it('has a row for every registered API route, and no row for a route that does not exist', () => {
    expect(routes.size).toBeGreaterThan(40);
    expect([...routes.keys()].filter((key) => !ROWS[key])).toEqual([]);
    expect(Object.keys(ROWS).filter((key) => !routes.has(key))).toEqual([]);
    const scopeMismatches = Object.entries(ROWS).filter(
      ([key, row]) =>
        routes.has(key) &&
        Boolean((routes.get(key)?.schema as Schema).security) !== (row.access !== 'public'),
    );
    expect(scopeMismatches.map(([key]) => key)).toEqual([]);
  });

  it('answers every route as its scope promises, for each actor and resource, without showing others’ data or letting a cache keep theirs', async () => {
    const { cells, problems } = await check(false);
    expect(problems).toEqual([]);
    expect(cells).toBeGreaterThan(500);
    // Over two thousand requests, each signed in and checked: about 25 s alone, more beside other files.
  }, 120_000);

  it('opens an event stream only for the owner of the trip or guidebook', async () => {
    const { cells, problems } = await check(true);
    expect(problems).toEqual([]);
    expect(cells).toBe(2 * ACTORS.length * CASES.trip.length);
  });
});
