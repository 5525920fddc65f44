import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEventStream } from '../../../tests/support/event-stream.js';
import { startPrivatePostgres, type PrivatePostgres } from '../../../tests/support/private-postgres.js';
import { jsonRequest, signUp, TEST_AUTH_SECRET, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { errorCodes } from '../../shared/contracts/errors.js';
import { buildApp } from '../app.js';
import { callAuth } from '../auth/auth-proxy.js';
import { installErrorHandler } from '../errors.js';
import { loadConfig } from '../config.js';
import { DATABASE_UNAVAILABLE_MESSAGE, RETRY_AFTER_SECONDS } from './database-errors.js';

type Call = { method: 'GET' | 'POST'; url: string; body?: object; cookie?: boolean };

/** One request of each kind: anonymous and owner reads and writes, account calls, a new event stream. */
function callsOf(tripId: string, n: number): Call[] {
  const tip = { entries: [{ category: 'eat', content: `Tip number ${n}` }], contributor_name: 'Rosa' };
  return [
    { method: 'GET', url: '/api/health' },
    { method: 'GET', url: `/api/public/trips/${tripId}` },
    { method: 'POST', url: `/api/public/trips/${tripId}/recommendations`, body: tip },
    { method: 'GET', url: '/api/trips', cookie: true },
    { method: 'GET', url: `/api/trips/${tripId}`, cookie: true },
    { method: 'POST', url: '/api/trips', body: { destination: `Lisbon ${n}` }, cookie: true },
    { method: 'GET', url: '/api/auth/session', cookie: true },
    {
      method: 'POST',
      url: '/api/auth/sign-in/email',
      body: { email: 'nobody@example.com', password: 'wrong-one' },
    },
    {
      method: 'POST',
      url: '/api/auth/sign-up/email',
      body: { first_name: 'N', last_name: 'N', email: `new-${n}@example.com`, password: 'correct-horse' },
    },
  ];
}

describe.runIf(DIALECTS.includes('postgres'))('PostgreSQL going away under a running app', () => {
  let postgres: PrivatePostgres;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    const config = {
      ...loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        PLACES_PROVIDER: 'offline',
        DATABASE_URL: postgres.url,
        AUTH_SECRET: TEST_AUTH_SECRET,
      }),
      webDir: undefined,
    };
    const built = await buildApp(config, { database: { poolSize: 4 } });
    t = { ...built, config, schema: undefined, close: () => built.app.close() };
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await postgres.remove();
  });

  const send = (call: Call, cookie: string) =>
    t.app.inject({
      ...jsonRequest(call.method, call.url, call.body, call.cookie ? { cookie } : {}),
      remoteAddress: `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });

  it('answers 503 in the error shape while it is away, and recovers by itself once it is back', async () => {
    const owner = await signUp(t);
    const created = await send(
      { method: 'POST', url: '/api/trips', body: { destination: 'Porto' }, cookie: true },
      owner.cookie,
    );
    const tripId = created.json<{ trip: { id: string } }>().trip.id;
    const stream = await openEventStream(`${base}/api/trips/${tripId}/events`, owner.cookie);
    expect((await stream.next()).event).toBe('ready');

    await postgres.crash();
    for (const call of [
      ...callsOf(tripId, 1),
      { method: 'GET', url: `/api/trips/${tripId}/events`, cookie: true } as Call,
    ]) {
      const response = await send(call, owner.cookie);
      expect({ call: `${call.method} ${call.url}`, status: response.statusCode }).toEqual({
        call: `${call.method} ${call.url}`,
        status: 503,
      });
      expect(response.headers['retry-after']).toBe(String(RETRY_AFTER_SECONDS));
      expect(response.json()).toEqual({
        error: { code: errorCodes.unavailable, message: DATABASE_UNAVAILABLE_MESSAGE },
      });
    }

    // Better Auth answers any failure of its own with a bare 500: one that meets the outage inside it
    // (our limits passed just before) is our 503 too.
    const accountCall = Fastify({ logger: false });
    installErrorHandler(accountCall);
    accountCall.post('/sign-in', (request, reply) =>
      callAuth(t.auth, request, reply, {
        path: '/api/auth/sign-in/email',
        body: { email: owner.email, password: owner.password },
      }),
    );
    const signInMeetingOutage = await accountCall.inject({ method: 'POST', url: '/sign-in', payload: {} });
    expect(signInMeetingOutage.statusCode).toBe(503);
    expect(signInMeetingOutage.json<{ error: { code: string } }>().error.code).toBe(errorCodes.unavailable);
    await accountCall.close();

    await postgres.start();
    // The stream opened before the outage says "ready" once the instance hears events again.
    expect((await stream.next(15_000)).event).toBe('ready');
    for (const call of callsOf(tripId, 2)) {
      const response = await send(call, owner.cookie);
      const expected =
        call.url === '/api/auth/sign-in/email' ? 401 : call.method === 'POST' ? [200, 201] : [200];
      expect([expected].flat()).toContain(response.statusCode);
    }
    // A friend's tip sent after the outage reaches the page opened before it.
    expect(await stream.next()).toMatchObject({ event: 'recommendations', data: { tripId } });
    stream.close();
  }, 60_000);
});
