import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import {
  cookieFrom,
  createSecondInstance,
  createTestApp,
  jsonRequest,
  ownerRead,
  signIn,
  type TestApp,
} from '../../../../tests/support/test-app.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';
import { ACCOUNT_DELETIONS_PER_ACCOUNT } from '../../http/rate-limits.js';

type Instance = Pick<BuiltApp, 'app'>;

const deletion = (instance: Instance, cookie: string, body: unknown, headers: Record<string, string> = {}) =>
  instance.app.inject(jsonRequest('POST', '/api/profile/deletion', body, { cookie, ...headers }));

/** Each Set-Cookie of a response by cookie name: its value and its attributes, lower-cased. */
function cookiesOf(response: LightMyRequestResponse) {
  const parsed = new Map<string, { value: string; attributes: Map<string, string> }>();
  for (const line of [response.headers['set-cookie'] ?? []].flat()) {
    const [pair = '', ...rest] = line.split(';').map((part) => part.trim());
    const [name = '', value = ''] = pair.split('=');
    const attributes = new Map(
      rest.map((part) => {
        const [key = '', attribute = ''] = part.split('=');
        return [key.toLowerCase(), attribute] as const;
      }),
    );
    parsed.set(name, { value, attributes });
  }
  return parsed;
}

describe.each(DIALECTS)('guarding account deletion on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const stillThere = async ({
    cookie,
    email,
    password,
  }: {
    cookie: string;
    email: string;
    password: string;
  }) => {
    expect(await ownerRead(t, cookie)).toBe(200);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  };

  it('refuses a wrong password with 400 and deletes nothing', async () => {
    const account = await buildUser(t);
    const response = await deletion(t, account.cookie, { password: 'not-the-password' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Your password is not correct.');
    expect(response.headers['set-cookie']).toBeUndefined();
    await stillThere(account);
  });

  it.each([
    ['a missing password', {}],
    ['an empty password', { password: '' }],
  ])('refuses %s with the field’s message', async (_label, body) => {
    const account = await buildUser(t);
    const response = await deletion(t, account.cookie, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.password).toBe('Your password is required.');
    await stillThere(account);
  });

  it('refuses a foreign origin and a visitor without a session', async () => {
    const account = await buildUser(t);
    const forged = await deletion(
      t,
      account.cookie,
      { password: account.password },
      {
        origin: 'https://evil.example.com',
      },
    );
    expect(forged.statusCode).toBe(403);
    expect(errorOf(forged).code).toBe('FORBIDDEN_ORIGIN');
    const anonymous = await apiClient(t).post('/api/profile/deletion', { password: account.password });
    expect(anonymous.statusCode).toBe(401);
    await stillThere(account);
  });

  it('lets an account try its password only so often', async () => {
    const account = await buildUser(t);
    for (let attempt = 0; attempt < ACCOUNT_DELETIONS_PER_ACCOUNT.max; attempt += 1) {
      expect((await deletion(t, account.cookie, { password: 'not-the-password' })).statusCode).toBe(400);
    }
    const refused = await deletion(t, account.cookie, { password: account.password });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    await stillThere(account);
  });

  it('refuses every session of the account at once and clears the cookie', async () => {
    const account = await buildUser(t);
    const other = cookieFrom(await signIn(t, account.email, account.password));
    // Both sessions are remembered by the session reader now.
    expect(await ownerRead(t, account.cookie)).toBe(200);
    expect(await ownerRead(t, other)).toBe(200);
    const response = await deletion(t, account.cookie, { password: account.password });
    expect(response.statusCode).toBe(200);
    expect(cookiesOf(response).get('better-auth.session_token')).toMatchObject({ value: '' });
    expect(cookiesOf(response).get('better-auth.session_token')?.attributes.get('max-age')).toBe('0');
    expect(await ownerRead(t, account.cookie)).toBe(401);
    expect(await ownerRead(t, other)).toBe(401);
    expect((await signIn(t, account.email, account.password)).statusCode).toBe(401);
  });
});

describe.each(DIALECTS)('the cookie an account deletion clears over HTTPS on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { PUBLIC_URL: 'https://tips.example.org' });
  });
  afterAll(() => t.close());

  it('expires each cookie sign-up set, by the same name and with the same attributes', async () => {
    const response = await t.app.inject(
      jsonRequest('POST', '/api/auth/sign-up/email', {
        first_name: 'Ada',
        last_name: 'Lovelace',
        email: 'secure-cookies@example.com',
        password: 'correct-horse',
      }),
    );
    const set = cookiesOf(response);
    expect([...set.keys()]).toContain('__Host-better-auth.session_token');
    const cleared = cookiesOf(await deletion(t, cookieFrom(response), { password: 'correct-horse' }));
    for (const [name, { attributes }] of set) {
      const expired = cleared.get(name);
      expect(expired?.value, name).toBe('');
      expect(expired?.attributes.get('max-age'), name).toBe('0');
      for (const attribute of ['path', 'secure', 'httponly', 'samesite', 'domain']) {
        expect(expired?.attributes.get(attribute), `${name} ${attribute}`).toBe(attributes.get(attribute));
      }
    }
  });
});

describe.runIf(DIALECTS.includes('postgres'))('account deletion across instances on postgres', () => {
  let t: TestApp;
  let other: BuiltApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
    other = await createSecondInstance(t);
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  it('refuses the account’s sessions on the other instance at once', async () => {
    const account = await buildUser(t);
    const second = cookieFrom(await signIn(other, account.email, account.password));
    expect(await ownerRead(other, account.cookie)).toBe(200);
    expect(await ownerRead(other, second)).toBe(200);
    expect((await deletion(t, account.cookie, { password: account.password })).statusCode).toBe(200);
    expect(await ownerRead(other, account.cookie)).toBe(401);
    expect(await ownerRead(other, second)).toBe(401);
  });
});
