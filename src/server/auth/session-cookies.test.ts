import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestApp,
  jsonRequest,
  signUp,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { SESSION_ABSOLUTE_LIFETIME_SECONDS, SESSION_LIFETIME_SECONDS } from './session-lifetimes.js';

const setCookiesOf = (headers: Record<string, unknown>) => [headers['set-cookie'] ?? []].flat() as string[];

describe.each([
  ['http://localhost:3000', 'better-auth.session_token', false],
  ['https://tips.example.org', '__Host-better-auth.session_token', true],
] as const)('the session cookie under %s', (publicUrl, name, secure) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite', { PUBLIC_URL: publicUrl });
  });
  afterAll(() => t.close());

  const signIn = (email: string, password: string, cookie?: string) =>
    t.app.inject(
      jsonRequest('POST', '/api/auth/sign-in/email', { email, password }, cookie ? { cookie } : {}),
    );

  it('is out of scripts’ reach, same-site, site-wide and as long-lived as the README says', async () => {
    const { email, password } = await signUp(t);
    const all = setCookiesOf((await signIn(email, password)).headers);
    const [session] = all.filter((c) => c.startsWith(`${name}=`));
    // Over HTTPS, no cookie of ours travels in the clear.
    for (const cookie of all) expect(/;\s*secure/i.test(cookie), cookie).toBe(secure);
    expect(session).toBeDefined();
    const attributes = (session ?? '').split(';').map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']));
    expect(attributes.includes('secure')).toBe(secure);
    expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);
    expect(attributes).toContain(`max-age=${SESSION_LIFETIME_SECONDS}`);
  });

  it('is a new session at every sign-in, whatever cookie the browser brought along', async () => {
    const { email, password, cookie: planted } = await signUp(t);
    const first = cookieFrom(await signIn(email, password, planted));
    const second = cookieFrom(await signIn(email, password, first));
    expect(new Set([planted, first, second]).size).toBe(3);
    for (const cookie of [planted, first, second]) {
      const session = await t.app.inject(jsonRequest('GET', '/api/auth/session', undefined, { cookie }));
      expect(session.json<{ user: { email: string } | null }>().user?.email).toBe(email);
    }
  });

  it('is the cookie the API document names', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
    const document = response.json<{
      info: { description: string };
      components: { securitySchemes: { session: { in: string; name: string } } };
    }>();
    expect(document.components.securitySchemes.session).toMatchObject({ in: 'cookie', name });
    expect(document.info.description).toContain(`(this install: \`${name}\`)`);
  });
});

describe.each(DIALECTS)('a session’s absolute lifetime on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const signedInDaysAgo = async (userId: string, days: number) => {
    const createdAt = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
    await t.db.kysely
      .updateTable('session')
      .set({ createdAt: t.db.dialect === 'postgres' ? createdAt : createdAt.toISOString() })
      .where('userId', '=', userId)
      .execute();
  };
  const sessionUser = async (cookie: string) =>
    (await t.app.inject(jsonRequest('GET', '/api/auth/session', undefined, { cookie }))).json<{
      user: unknown;
    }>().user;
  const ownerRead = async (cookie: string) =>
    (await t.app.inject(jsonRequest('GET', '/api/trips', undefined, { cookie }))).statusCode;

  it('ends a session in constant use once its sign-in is older than the limit', async () => {
    const young = await signUp(t);
    await signedInDaysAgo(young.id, SESSION_ABSOLUTE_LIFETIME_SECONDS / 86_400 - 1);
    expect(await ownerRead(young.cookie)).toBe(200);
    expect(await sessionUser(young.cookie)).not.toBeNull();

    const old = await signUp(t);
    await signedInDaysAgo(old.id, SESSION_ABSOLUTE_LIFETIME_SECONDS / 86_400 + 1);
    expect(await ownerRead(old.cookie)).toBe(401);
    expect(await sessionUser(old.cookie)).toBeNull();
  });
});
