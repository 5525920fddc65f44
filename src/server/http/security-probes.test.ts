import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../tests/support/api.js';
import {
  createTestApp,
  jsonRequest,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { insertUser } from '../../../tests/support/factories/users.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { authContracts } from '../../shared/contracts/auth.js';
import { rateLimitOf, SIGN_UPS_PER_EMAIL } from './rate-limits.js';

const FOREIGN = 'https://evil.example.com';

/** What probing a running instance found, each kept out by a test. */
describe.each(DIALECTS)('the HTTP edge under attack on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://tips.example.org' });
  });
  afterAll(() => t.close());

  it('refuses a foreign origin on every unsafe request, however its path is spelt', async () => {
    const { cookie } = await signUp(t);
    const owner = apiClient(t, cookie);
    const trip = (await owner.post('/api/trips', { destination: 'Ghent' })).json<{ trip: { id: string } }>()
      .trip;
    for (const url of [
      `/api/trips/${trip.id}`,
      `/%61pi/trips/${trip.id}`,
      `/api/%74rips/${trip.id}`,
      `/API/trips/${trip.id}`,
      `//api/trips/${trip.id}`,
    ]) {
      const forged = await t.app.inject(jsonRequest('DELETE', url, undefined, { cookie, origin: FOREIGN }));
      expect(forged.statusCode, url).toBe(403);
      expect(errorOf(forged).code).toBe('FORBIDDEN_ORIGIN');
    }
    expect((await owner.get(`/api/trips/${trip.id}`)).statusCode).toBe(200);
  });

  it('keeps a non-admin out of the admin routes, however their path is spelt', async () => {
    const { cookie } = await signUp(t);
    for (const url of ['/api/admin/users', '/%61pi/admin/users', '/api/%61dmin/users', '/api/admin/users/']) {
      const response = await t.app.inject(jsonRequest('GET', url, undefined, { cookie }));
      expect(response.statusCode, url).toBe(403);
      expect(errorOf(response).message).toBe('Access denied. Admin privileges required.');
    }
    const forced = await t.app.inject(
      jsonRequest('POST', '/api/%61dmin/force-logout', { email: 'someone@example.com' }, { cookie }),
    );
    expect(forced.statusCode).toBe(403);
  });

  it('refuses text that is not Unicode, and keeps what is', async () => {
    const { cookie } = await signUp(t);
    const send = (json: string | Buffer) =>
      t.app.inject({
        method: 'POST',
        url: '/api/trips',
        payload: json,
        headers: { cookie, 'content-type': 'application/json' },
      });
    for (const broken of ['"Rome \\ud800"', '"\\udc00 Rome"', '"Rome \\ude00\\ud83d"']) {
      const response = await send(`{"destination": ${broken}}`);
      expect(response.statusCode, broken).toBe(400);
      expect(errorOf(response).message).toBe('The request contains text that is not valid Unicode.');
    }
    // Bytes that are not UTF-8 are refused too, not read as replacement characters.
    for (const bytes of [[0xc3, 0x28], [0xed, 0xa0, 0x80], [0xff]]) {
      const body = Buffer.concat([
        Buffer.from('{"destination": "Rome '),
        Buffer.from(bytes),
        Buffer.from('"}'),
      ]);
      const response = await send(body);
      expect(response.statusCode, String(bytes)).toBe(400);
      expect(errorOf(response).message).toBe('The request contains text that is not valid Unicode.');
    }
    const emoji = await send('{"destination": "Rome \\ud83d\\ude00"}');
    expect(emoji.statusCode).toBe(201);
    expect(emoji.json<{ trip: { destination: string } }>().trip.destination).toBe('Rome 😀');
  });

  it('answers a body nested thousands of levels deep with a 400, not a 500', async () => {
    const { cookie } = await signUp(t);
    const trip = (await apiClient(t, cookie).post('/api/trips', { destination: 'Oslo' })).json<{
      trip: { id: string };
    }>().trip;
    const objects = (depth: number) => `${'{"a":'.repeat(depth)}"x"${'}'.repeat(depth)}`;
    const arrays = (depth: number) => `${'['.repeat(depth)}"x"${']'.repeat(depth)}`;
    // The deepest still fit the 256 KB body limit.
    for (const nested of [objects(5_000), objects(40_000), arrays(120_000)]) {
      for (const [url, field] of [
        ['/api/auth/sign-up/email', 'first_name'],
        [`/api/public/trips/${trip.id}/recommendations`, 'entries'],
        ['/api/trips', 'destination'],
      ] as const) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          payload: `{"${field}": ${nested}}`,
          headers: { cookie, 'content-type': 'application/json' },
        });
        expect(response.statusCode, `${url} ${nested.length} characters`).toBe(400);
        expect(errorOf(response).code).toBe('VALIDATION_FAILED');
      }
    }
  });

  it('answers a malformed Host header with a 400 in the one error shape', async () => {
    for (const host of ['exa mple.org', 'evil.org/path', 'a@b', '[::1', 'x:99999999']) {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/session', headers: { host } });
      expect(response.statusCode, host).toBe(400);
      expect(errorOf(response)).toEqual({
        code: 'VALIDATION_FAILED',
        message: 'The Host header is missing or malformed.',
      });
    }
    const post = await t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-in/email', { email: 'a@example.com', password: 'x' }),
      headers: { host: 'bad host' },
    });
    expect(post.statusCode).toBe(400);
  });

  it('answers an over-long or malformed path in the one error shape', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/api/public/trips/${'a'.repeat(500)}` });
    expect(long.statusCode).toBe(414);
    expect(errorOf(long)).toEqual({ code: 'VALIDATION_FAILED', message: 'The address is too long.' });
    const malformed = await t.app.inject({ method: 'GET', url: '/api/public/trips/%E0%A4%A' });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION_FAILED');
  });

  it('answers text PostgreSQL cannot store (a NUL byte) with a 400, not a 500', async () => {
    const owner = apiClient(t, (await signUp(t)).cookie);
    const created = await owner.post('/api/trips', { destination: 'Nul\u0000ville' });
    expect([201, 400]).toContain(created.statusCode);
    if (created.statusCode === 400) {
      expect(errorOf(created).message).toBe('The text contains a character that cannot be stored.');
    }
    const trip = (await owner.post('/api/trips', { destination: 'Ghent' })).json<{ trip: { id: string } }>()
      .trip;
    const tip = await owner.post(`/api/trips/${trip.id}/recommendations`, {
      entries: [{ category: 'do', content: 'Belfry\u0000 at dusk' }],
    });
    expect([201, 400]).toContain(tip.statusCode);
    expect(tip.statusCode === 400).toBe(dialect === 'postgres');
  });

  it('limits sign-ups per target e-mail, whatever the address they come from', async () => {
    const email = uniqueEmail('target');
    const attempt = (i: number) =>
      t.app.inject({
        ...jsonRequest('POST', authContracts.signUp.path, {
          first_name: 'Probe',
          last_name: 'Er',
          email: i % 2 ? email.toUpperCase() : email,
          password: 'long-enough-password',
        }),
        remoteAddress: `192.0.2.${i + 1}`,
      });
    const statuses: number[] = [];
    for (let i = 0; i <= SIGN_UPS_PER_EMAIL.max; i += 1) statuses.push((await attempt(i)).statusCode);
    expect(statuses[0]).toBe(200);
    expect(statuses.slice(1, SIGN_UPS_PER_EMAIL.max)).toEqual(Array(SIGN_UPS_PER_EMAIL.max - 1).fill(409));
    const limited = await attempt(SIGN_UPS_PER_EMAIL.max + 1);
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited)).toEqual({
      code: 'RATE_LIMITED',
      message: 'Too many sign-up attempts for this email. Please try again later.',
    });
  });

  it('limits sign-ups per client address, so lists of e-mails cannot be tested', async () => {
    const { max } = rateLimitOf(authContracts.signUp);
    // The list a prober tries: addresses that have accounts (stored by the factory, which hashes no
    // password), each answered 409 "already exists". A new address first and last: what the limit
    // counts is attempts, whether they make an account or only learn that one exists.
    const known = await Promise.all(
      Array.from({ length: max - 1 }, async () => (await insertUser(t.db.kysely)).email),
    );
    const emails = [uniqueEmail('list'), ...known, uniqueEmail('list')];
    const statuses: number[] = [];
    for (const email of emails) {
      const response = await t.app.inject({
        ...jsonRequest('POST', authContracts.signUp.path, {
          first_name: 'List',
          last_name: 'Tester',
          email,
          password: 'long-enough-password',
        }),
        remoteAddress: '198.51.100.77',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([200, ...Array<number>(max - 1).fill(409), 429]);
  });
});

describe.each(DIALECTS)('client addresses behind one proxy on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  const signIn = (forwardedFor: string) =>
    t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-in/email', {
        email: 'x@example.com',
        password: 'wrong-password',
      }),
      headers: { 'x-forwarded-for': forwardedFor },
      remoteAddress: '10.0.0.1',
    });

  it('come from the entry our proxy appended, not from the ones the client wrote', async () => {
    const { max } = rateLimitOf(authContracts.signIn);
    const statuses: number[] = [];
    for (let i = 0; i <= max; i += 1)
      statuses.push((await signIn(`203.0.113.${i}, 198.51.100.9`)).statusCode);
    expect(statuses.slice(0, max).every((status) => status === 401)).toBe(true);
    expect(statuses[max]).toBe(429);
    // Another real client behind the same proxy is not held back.
    expect((await signIn('198.51.100.9, 198.51.100.10')).statusCode).toBe(401);
  });

  it('are stored on the session as the proxy saw them', async () => {
    const { id } = await signUp(
      t,
      {},
      { 'x-forwarded-for': '6.6.6.6, 198.51.100.44', remoteAddress: '10.0.0.1' },
    );
    const session = await t.db.kysely
      .selectFrom('session')
      .select('ipAddress')
      .where('userId', '=', id)
      .executeTakeFirstOrThrow();
    expect(session.ipAddress).toBe('198.51.100.44');
  });
});
