import fc from 'fast-check';
import type { LightMyRequestResponse, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiClient, errorOf, type ApiClient } from '../../../tests/support/api.js';
import { requestFor, type FuzzedRequest } from '../../../tests/support/contract-arbitraries.js';
import { rowCounts } from '../../../tests/support/database-rows.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../../tests/support/test-app.js';
import { signUpVerified } from '../../../tests/support/verified-accounts.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { errorCodes } from '../../shared/contracts/errors.js';
import { API_DOCS_PREFIX } from './api-docs.js';

/** Cases per route. `npm run fuzz` raises it and picks a new seed; a failure names its seed to replay. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 42);

/** The refusals the API documents; anything else is a status some library chose for us. */
const REFUSALS = [400, 401, 403, 404, 409, 410, 413, 414, 415, 422, 429];

/** Nothing but the one error shape, with one of our codes: no stack, no library's code, no extra members. */
const strictErrorBody = z.strictObject({
  error: z.strictObject({
    code: z.enum(Object.values(errorCodes)),
    message: z.string().min(1),
    fields: z.record(z.string(), z.string()).optional(),
  }),
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type Schema = NonNullable<RouteOptions['schema']> & {
  params?: unknown;
  querystring?: unknown;
  body?: unknown;
  security?: unknown;
  response?: Record<string, { content?: Record<string, unknown> }>;
};

/** The owner's own rows, so that owner routes get past the ownership check to their handlers. */
interface Seeded {
  trip: string;
  tip: string;
  tripToken: string;
  favoritesToken: string;
  guidebook: string;
  guidebookTip: string;
  guidebookLink: string;
  guidebookToken: string;
}

async function seed(owner: ApiClient): Promise<Seeded> {
  const ok = async <T>(response: Promise<LightMyRequestResponse>): Promise<T> => {
    const answer = await response;
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    return answer.json<T>();
  };
  const entries = [{ category: 'eat', content: 'Pastéis at dawn', place: { name: 'Belém' } }];
  const { trip } = await ok<{ trip: { id: string; share_token: string } }>(
    owner.post('/api/trips', { destination: 'Lisbon' }),
  );
  const tips = await ok<{ recommendations: { id: string }[] }>(
    owner.post(`/api/trips/${trip.id}/recommendations`, { entries }),
  );
  const favorites = await ok<{ share_token: string }>(owner.post(`/api/trips/${trip.id}/shared-favorites`));
  const { guidebook } = await ok<{ guidebook: { id: string } }>(
    owner.post('/api/guidebooks', { title: 'Best of', destination: 'Lisbon' }),
  );
  const guidebookTips = await ok<{ recommendations: { id: string }[] }>(
    owner.post(`/api/guidebooks/${guidebook.id}/recommendations`, { entries }),
  );
  const link = await ok<{ id: string; share_token: string }>(
    owner.post(`/api/guidebooks/${guidebook.id}/shared-links`),
  );
  return {
    trip: trip.id,
    tip: tips.recommendations[0]?.id ?? '',
    tripToken: trip.share_token,
    favoritesToken: favorites.share_token,
    guidebook: guidebook.id,
    guidebookTip: guidebookTips.recommendations[0]?.id ?? '',
    guidebookLink: link.id,
    guidebookToken: link.share_token,
  };
}

/** Which seeded ids fit a path parameter; a wrong pick is still a fair request, only a less useful one. */
function realKeysFor(url: string, param: string, streams: boolean): (keyof Seeded)[] {
  // A real id would open an event stream that only ends when the client leaves.
  if (streams) return [];
  if (param === 'token') return ['tripToken', 'favoritesToken', 'guidebookToken'];
  if (param === 'linkId') return ['guidebookLink'];
  if (param !== 'id') return [];
  if (url.startsWith('/api/guidebook-recommendations/')) return ['guidebookTip'];
  if (url.startsWith('/api/guidebooks/')) return ['guidebook'];
  if (url.startsWith('/api/recommendations/')) return ['tip'];
  return ['trip'];
}

const methodsOf = (route: RouteOptions) =>
  [route.method].flat().filter((method): method is Method => method !== 'HEAD');

describe.each(DIALECTS)('every API route under fuzzed input on %s', (dialect) => {
  let t: TestApp;
  let cookie: string;
  let seeded: Seeded;
  let routes: RouteOptions[];
  const statuses = new Map<number, number>();
  let clients = 0;

  beforeAll(async () => {
    const email = uniqueEmail('fuzz-admin');
    // Behind a trusted proxy each case comes from an address of its own, so per-address limits stay out of the way.
    t = await createTestApp(dialect, { TRUST_PROXY: 'true', ADMIN_EMAILS: email });
    ({ cookie } = await signUpVerified(t, { email }));
    seeded = await seed(apiClient(t, cookie));
    routes = t.routes.filter(
      (route) =>
        route.url.startsWith('/api/') &&
        !route.url.startsWith(API_DOCS_PREFIX) &&
        methodsOf(route).length > 0,
    );
  });
  afterAll(() => t.close());

  /** Row counts, without the rate-limit counters that every request may move. */
  const counts = async () => {
    const { rate_limits: _counters, ...rest } = await rowCounts(t);
    return rest;
  };

  const urlOf = (path: string, request: FuzzedRequest) => {
    const filled = path.replace(/:(\w+)/g, (_match, name: string) => {
      const value = request.params[name];
      if (!value) return 'missing';
      return 'real' in value ? seeded[value.real as keyof Seeded] : value.encoded;
    });
    return request.query ? `${filled}?${request.query}` : filled;
  };

  const describeBody = (body: FuzzedRequest['body']) => {
    if (body === undefined) return 'no body';
    const text = Buffer.isBuffer(body) ? `bytes ${body.toString('hex').slice(0, 80)}` : body;
    return text.length > 160 ? `${text.slice(0, 160)}… (${text.length} chars)` : text;
  };

  async function send(route: RouteOptions, method: Method, request: FuzzedRequest) {
    const signedIn = Boolean((route.schema as Schema).security);
    const url = urlOf(route.url, request);
    clients += 1;
    return {
      url,
      response: await t.app.inject({
        method,
        url,
        ...(request.body === undefined ? {} : { payload: request.body }),
        headers: {
          ...(request.contentType ? { 'content-type': request.contentType } : {}),
          'x-forwarded-for': `10.${(clients >> 16) & 255}.${(clients >> 8) & 255}.${clients & 255}`,
          // Public routes are called as a visitor: a sign-out with the owner's cookie would end the run's session.
          ...(signedIn ? { cookie } : {}),
        },
      }),
    };
  }

  async function fuzzRoute(route: RouteOptions, method: Method) {
    const schema = route.schema as Schema;
    const streams = Boolean(schema.response?.['200']?.content?.['text/event-stream']);
    const pathParams = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
    const arbitrary = requestFor(
      schema,
      pathParams,
      (param) => realKeysFor(route.url, param, streams),
      ['POST', 'PUT', 'PATCH'].includes(method),
    );
    let before = await counts();
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        const { url, response } = await send(route, method, request);
        const { statusCode } = response;
        statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
        const label = `${method} ${url.slice(0, 200)} with ${request.contentType ?? 'no content type'}, ${describeBody(request.body)} → ${statusCode} ${response.body.slice(0, 300)}`;
        expect(statusCode, label).toBeLessThan(500);
        const after = await counts();
        if (statusCode >= 400) {
          expect(REFUSALS, label).toContain(statusCode);
          expect(response.headers['content-type'], label).toMatch(/^application\/json/);
          expect(strictErrorBody.safeParse(JSON.parse(response.body)).success, label).toBe(true);
          expect(after, `a refused request changed the database: ${label}`).toEqual(before);
        } else if (method === 'DELETE') {
          // Fresh rows for the next cases, which would otherwise only ever meet a 404.
          seeded = await seed(apiClient(t, cookie));
          before = await counts();
          return;
        }
        before = after;
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode, `health after ${method} ${route.url}`).toBe(200);
    // Nothing in the fuzzed input may end the owner's session (force-logout, password change, deletion).
    expect((await apiClient(t, cookie).get('/api/trips')).statusCode, `session after ${route.url}`).toBe(200);
  }

  it(
    'answers each with success or the one error shape, never a 500, and a refusal changes nothing',
    async () => {
      expect(routes.length).toBeGreaterThan(40);
      for (const route of routes) {
        for (const method of methodsOf(route)) await fuzzRoute(route, method);
      }
      const total = [...statuses.values()].reduce((sum, count) => sum + count, 0);
      const share = (status: number) => (statuses.get(status) ?? 0) / total;
      console.info(
        `fuzz on ${dialect}: ${total} requests (seed ${SEED}, ${RUNS} per route and method), statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
      );
      expect(total).toBe(RUNS * routes.reduce((sum, route) => sum + methodsOf(route).length, 0));
      // Rate limits must not hide the validation behind a wall of 429s; the per-account limits of the
      // password routes (10 an hour) are most of what there is.
      expect(share(429)).toBeLessThan(0.1);
      expect(share(400)).toBeGreaterThan(0.4);
    },
    120_000 + RUNS * 5_000,
  );

  it('refuses a forged account-list cursor with a 400, whatever date it names', async () => {
    const field = (max: number, width = 2) =>
      fc.integer({ min: 0, max }).map((n) => String(n).padStart(width, '0'));
    const instant = fc
      .tuple(field(9999, 4), field(13), field(32), field(25), field(61), field(61))
      .map(
        ([year, month, day, hour, minute, second]) => `${year}-${month}-${day}T${hour}:${minute}:${second}Z`,
      );
    const cursorOf = (createdAt: string, id: string) =>
      Buffer.from(JSON.stringify([createdAt, id])).toString('base64url');
    await fc.assert(
      fc.asyncProperty(instant, fc.oneof(fc.uuid(), fc.string({ maxLength: 20 })), async (createdAt, id) => {
        const response = await apiClient(t, cookie).get(`/api/admin/users?cursor=${cursorOf(createdAt, id)}`);
        const label = `${createdAt} ${id} → ${response.statusCode} ${response.body.slice(0, 200)}`;
        expect([200, 400], label).toContain(response.statusCode);
      }),
      // PostgreSQL refused these days, which Date.parse had rolled over, with a 500.
      {
        seed: SEED,
        numRuns: RUNS * 4,
        examples: [
          ['2024-02-30T00:00:00Z', 'x'],
          ['2023-04-31T12:00:00Z', 'x'],
          ['0000-01-01T00:00:00Z', 'x'],
        ],
      },
    );
  });

  it('refuses a NUL byte in what the account library stores, on both databases alike', async () => {
    const visitor = apiClient(t);
    const signUpAs = {
      first_name: 'Nul\u0000',
      last_name: 'Byte',
      email: uniqueEmail(),
      password: 'long-enough',
    };
    for (const [url, body, field] of [
      ['/api/auth/sign-up/email', signUpAs, 'first_name'],
      ['/api/auth/sign-up/email', { ...signUpAs, first_name: 'Ada', last_name: '\u0000' }, 'last_name'],
      ['/api/auth/reset-password', { token: 'a\u0000b', newPassword: 'long-enough' }, 'token'],
    ] as const) {
      const response = await visitor.post(url, body);
      expect(response.statusCode, response.body).toBe(400);
      expect(errorOf(response).fields?.[field], response.body).toMatch(/not valid|cannot be stored/);
    }
  });
});
