// Runs the authorization matrix for one family of routes (authorization-rows.ts): every actor and resource
// case of each row, on a world seeded once per dialect, collecting each wrong answer and each leak.
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DOCS_PREFIX } from '../../src/server/http/api-docs.js';
import {
  ACTORS,
  CASES,
  seedWorld,
  SIGNED_IN,
  type Actor,
  type Case,
  type Kind,
  type World,
} from './authorization-matrix.js';
import { fillParams, openStream, send, valuesFor } from './authorization-requests.js';
import type { Row, Target } from './authorization-rows.js';
import { cacheProblem } from './cache-headers.js';
import { refusedByRole, roleOnOwnersLists } from './authorization-actors.js';
import { DIALECTS } from './test-database.js';

/** A favourites link that has expired looks missing; a guidebook link and an invite say they have expired. */
const EXPIRED: Partial<Record<Kind, number>> = {
  favouritesToken: 404,
  guidebookToken: 410,
  inviteToken: 410,
};

function expectedStatus(row: Row, success: number, actor: Actor, which: Case): number {
  if (row.access !== 'public' && !SIGNED_IN.includes(actor)) return 401;
  if (row.access === 'admin' && actor !== 'admin') return 403;
  if (which === 'malformed') return 400;
  // A companion of the owner's list whose role does not allow the action is told so, before anything else.
  if ((which === 'owners' || which === 'crossed') && refusedByRole(actor, row.action)) return 403;
  if (row.nowhere !== undefined && ['missing', 'revoked', 'expired'].includes(which)) return row.nowhere;
  if (which === 'missing' || which === 'revoked' || which === 'crossed') return 404;
  if (which === 'expired') return EXPIRED[row.kind ?? 'none'] ?? 404;
  const holder = which === 'owners' ? 'owner' : which === 'others' ? 'other' : undefined;
  if (holder === actor && row.toItsHolder !== undefined) return row.toItsHolder;
  const companion = holder === 'owner' && row.action !== undefined && roleOnOwnersLists(actor) !== undefined;
  if (row.access === 'owner' && holder && !row.shares && holder !== actor && !companion) return 404;
  return row.answers?.[actor] ?? success;
}

/**
 * Whose seeded strings an answer may show: never another user's, except what the route exists to share,
 * and the owner's lists to the companions who share them.
 */
function leaksIn(world: World, row: Row, actor: Actor, status: number, body: string): string[] {
  const refused = status >= 400;
  const showsEmails = !refused && row.access === 'admin';
  const showsShared = !refused && (row.access === 'public' || Boolean(row.shares));
  const sharedWith = (name: string) => !refused && name === 'owner' && roleOnOwnersLists(actor) !== undefined;
  return Object.values(world.holders)
    .filter((holder) => holder.name !== actor)
    .flatMap(({ name, markers }) => [
      ...(showsEmails ? [] : [markers.email]),
      ...(showsShared || sharedWith(name) ? [] : markers.shared),
      ...(sharedWith(name) ? [] : markers.secret),
    ])
    .filter((marker) => body.includes(marker));
}

export const methodsOf = (route: RouteOptions) => [route.method].flat().filter((method) => method !== 'HEAD');
export const isDocsPage = (route: RouteOptions) => route.url.startsWith(API_DOCS_PREFIX);
export type Schema = { security?: unknown; response?: Record<string, unknown> };

/** The API routes of an app by `METHOD path`, the reference page's own files left out. */
export function apiRoutesOf(routes: readonly RouteOptions[]): Map<string, RouteOptions> {
  return new Map(
    routes
      .filter((route) => route.url.startsWith('/api/') && !isDocsPage(route))
      .flatMap((route) => methodsOf(route).map((method) => [`${method} ${route.url}`, route] as const)),
  );
}

/** How many cells the rows make: one per actor and per case of what their parameters refer to. */
const cellsOf = (rows: readonly Row[]) =>
  rows.reduce((sum, row) => sum + ACTORS.length * CASES[row.kind ?? 'none'].length, 0);

/** Registers the matrix of a family of rows on every dialect: its plain answers, and its event streams. */
export function describeMatrix(family: string, rows: Record<string, Row>): void {
  describe.each(DIALECTS)(`the authorization matrix of ${family} on %s`, (dialect) => {
    let world: World;
    let routes: Map<string, RouteOptions>;
    beforeAll(async () => {
      world = await seedWorld(dialect);
      routes = apiRoutesOf(world.t.routes);
    });
    afterAll(async () => {
      // Seeding may have failed before the world existed.
      if (world as World | undefined) await world.t.close();
    });

    const cookieOf = async (actor: Actor, row: Row): Promise<string | undefined> => {
      if (row.disposable && SIGNED_IN.includes(actor)) return world.freshAccount(actor);
      if (actor === 'owner' || actor === 'other') return world.holders[actor].cookie;
      if (actor === 'admin') return world.adminCookie;
      if (actor !== 'anonymous' && actor !== 'signedOut') return world.companions[actor].cookie;
      return actor === 'signedOut' ? world.signedOutCookie : undefined;
    };

    async function targetOf(row: Row, which: Case): Promise<Target> {
      const kind: Kind = row.kind ?? 'none';
      const target = valuesFor(world, kind, which);
      // An expired or revoked token is used up already: the cell tries the one that was seeded.
      if (!row.consumes || !target.holder || which === 'expired' || which === 'revoked') return target;
      if (which !== 'crossed') return { ...target, values: await world.fresh(kind, target.holder.name) };
      const { linkId = '' } = await world.fresh(kind, 'other');
      return { ...target, values: { ...target.values, linkId } };
    }

    /** Asks one cell and says what is wrong with its answer (nothing: an empty list). */
    async function problemsOf(key: string, row: Row, actor: Actor, which: Case): Promise<string[]> {
      const route = routes.get(key);
      if (!route) return [`${key}: no such route`];
      const [method = 'GET', path = ''] = key.split(' ');
      const schema = route.schema as Schema;
      const success = Number(Object.keys(schema.response ?? {}).find((status) => /^2\d\d$/.test(status)));
      const target = await targetOf(row, which);
      const cookie = await cookieOf(actor, row);
      const url = fillParams(path, { ...row.params, ...target.values }) + (row.query ?? '');
      const body = row.body ? await row.body(target, world) : undefined;
      const answer = row.stream
        ? await openStream(world, url, cookie)
        : await send(world, { method, url, cookie, body, upload: row.upload });
      const cell = `${key} as ${actor} on ${which}`;
      const problems: string[] = [];
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
      return problems;
    }

    /** Runs every actor and resource case of the rows, collecting each wrong answer and each leak. */
    async function check(stream: boolean): Promise<{ cells: number; problems: string[] }> {
      const problems: string[] = [];
      let cells = 0;
      for (const [key, row] of Object.entries(rows).filter(([, row]) => Boolean(row.stream) === stream)) {
        for (const actor of ACTORS) {
          for (const which of CASES[row.kind ?? 'none']) {
            cells += 1;
            problems.push(...(await problemsOf(key, row, actor, which)));
          }
        }
      }
      return { cells, problems };
    }

    const plain = Object.values(rows).filter((row) => !row.stream);
    const streams = Object.values(rows).filter((row) => row.stream);

    it(`answers each of its ${plain.length} routes as its scope promises, for each actor and resource, without showing others’ data or letting a cache keep theirs`, async () => {
      const { cells, problems } = await check(false);
      expect(problems).toEqual([]);
      expect(cells).toBe(cellsOf(plain));
      // Hundreds of requests, each signed in and checked: seconds alone, more beside other files.
    }, 120_000);

    if (streams.length > 0) {
      it('opens an event stream only for the owner and the companions of the trip or guidebook', async () => {
        const { cells, problems } = await check(true);
        expect(problems).toEqual([]);
        expect(cells).toBe(cellsOf(streams));
      });
    }
  });
}
