import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import {
  cookieFrom,
  createSecondInstance,
  createTestApp,
  jsonRequest,
  ownerRead,
  signIn,
  signUp,
  type TestApp,
} from '../../../../tests/support/test-app.js';
import { signUpVerified } from '../../../../tests/support/verified-accounts.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { adminContracts } from '../../../shared/contracts/admin.js';
import type { BuiltApp } from '../../app.js';

type Instance = Pick<BuiltApp, 'app'>;

const ADMINS = ['admin@example.com', 'second-admin@example.com'];

const forceLogout = (instance: Instance, cookie: string, email: unknown) =>
  instance.app.inject(jsonRequest('POST', '/api/admin/force-logout', { email }, { cookie }));

describe.each(DIALECTS)('the admin API on %s', (dialect) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAILS: ADMINS.join(',') });
    admin = (await signUpVerified(t, { email: ADMINS[0] })).cookie;
  });
  afterAll(() => t.close());

  const everyRoute = Object.values(adminContracts).map(
    (contract) => [contract.method, contract.path, contract.method === 'GET' ? undefined : {}] as const,
  );

  it('refuses a signed-in user who is not an admin on every admin route, whatever they send', async () => {
    const { cookie } = await signUp(t);
    for (const [method, path, body] of everyRoute) {
      const response = await t.app.inject(jsonRequest(method, path, body, { cookie }));
      expect(response.statusCode, path).toBe(403);
      expect(errorOf(response)).toEqual({
        code: 'FORBIDDEN',
        message: 'Access denied. Admin privileges required.',
      });
    }
  });

  it('refuses a visitor without a session with 401', async () => {
    for (const [method, path, body] of everyRoute) {
      const response = await t.app.inject(jsonRequest(method, path, body));
      expect(response.statusCode, path).toBe(401);
    }
  });

  it('answers an e-mail without an account with 404, and an empty one with 400', async () => {
    const unknown = await forceLogout(t, admin, 'nobody-here@example.com');
    expect(unknown.statusCode).toBe(404);
    expect(errorOf(unknown).message).toBe('No account uses the email nobody-here@example.com.');
    for (const email of ['', '   ', undefined]) {
      const empty = await forceLogout(t, admin, email);
      expect(empty.statusCode).toBe(400);
      expect(errorOf(empty).fields?.email).toBe('Please enter an email address');
    }
  });

  it('ends every session of the account at once and keeps the admin’s own', async () => {
    const target = await signUp(t);
    const second = cookieFrom(await signIn(t, target.email, target.password));
    // Both are remembered by the session reader from here on.
    expect(await ownerRead(t, target.cookie)).toBe(200);
    expect(await ownerRead(t, second)).toBe(200);

    const response = await forceLogout(t, admin, `  ${target.email.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      message: `Signed out ${target.email} everywhere (2 sessions ended).`,
      sessions_ended: 2,
    });
    expect(await ownerRead(t, target.cookie)).toBe(401);
    expect(await ownerRead(t, second)).toBe(401);
    expect(await ownerRead(t, admin)).toBe(200);
    // Signed out, not locked out.
    expect((await signIn(t, target.email, target.password)).statusCode).toBe(200);

    const again = await forceLogout(t, admin, target.email);
    expect(again.json()).toEqual({
      message: `Signed out ${target.email} everywhere (1 session ended).`,
      sessions_ended: 1,
    });
  });

  it('lets an admin sign themself out everywhere', async () => {
    const self = await signUpVerified(t, { email: ADMINS[1] });
    expect((await apiClient(t, self.cookie).get('/api/admin/users')).statusCode).toBe(200);
    const response = await forceLogout(t, self.cookie, self.email);
    expect(response.statusCode).toBe(200);
    expect(response.json<{ sessions_ended: number }>().sessions_ended).toBe(1);
    expect((await apiClient(t, self.cookie).get('/api/admin/users')).statusCode).toBe(401);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('force logout across instances on postgres', () => {
  let t: TestApp;
  let other: BuiltApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { ADMIN_EMAILS: ADMINS[0] ?? '' });
    other = await createSecondInstance(t);
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
  });

  it('refuses the account’s sessions on the other instance at once', async () => {
    const admin = (await signUpVerified(t, { email: ADMINS[0] })).cookie;
    const target = await signUp(t);
    const there = cookieFrom(await signIn(other, target.email, target.password));
    expect(await ownerRead(other, there)).toBe(200);
    expect(await ownerRead(other, target.cookie)).toBe(200);
    const response = await forceLogout(t, admin, target.email);
    expect(response.json<{ sessions_ended: number }>().sessions_ended).toBe(2);
    expect(await ownerRead(other, there)).toBe(401);
    expect(await ownerRead(other, target.cookie)).toBe(401);
    expect(await ownerRead(other, admin)).toBe(200);
  });
});
