import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import {
  cookieFrom,
  createSecondInstance,
  createTestApp,
  ownerRead,
  signIn,
  type TestApp,
} from '../../../../tests/support/test-app.js';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';
import { PASSWORD_CHANGES_PER_ACCOUNT } from '../../http/rate-limits.js';

describe.each(DIALECTS)('the password change on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const sessionUser = async (cookie: string) =>
    (await apiClient(t, cookie).get('/api/auth/session')).json<{ user: { id: string } | null }>().user;
  const changePassword = (cookie: string, body: unknown) =>
    apiClient(t, cookie).post('/api/profile/password', body);

  it('refuses a wrong current password with 400, not 401, and changes nothing', async () => {
    const { cookie, email, password } = await buildUser(t);
    const response = await changePassword(cookie, {
      current_password: 'not-the-password',
      new_password: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toBe('Your current password is not correct.');
    expect(await ownerRead(t, cookie)).toBe(200);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
    expect((await signIn(t, email, 'a-brand-new-secret')).statusCode).toBe(401);
  });

  it.each([
    ['too short', 'short', 'Password must be at least 8 characters long.'],
    ['too long', 'z'.repeat(129), 'Password can be at most 128 characters long.'],
  ])('refuses a new password that is %s', async (_label, newPassword, message) => {
    const { cookie, email, password } = await buildUser(t);
    const response = await changePassword(cookie, {
      current_password: password,
      new_password: newPassword,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.new_password).toBe(message);
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  });

  it('lets an account try its current password only so often', async () => {
    const { cookie, email, password } = await buildUser(t);
    const wrong = { current_password: 'not-the-password', new_password: 'a-brand-new-secret' };
    for (let attempt = 0; attempt < PASSWORD_CHANGES_PER_ACCOUNT.max; attempt += 1) {
      expect((await changePassword(cookie, wrong)).statusCode).toBe(400);
    }
    const refused = await changePassword(cookie, { ...wrong, current_password: password });
    expect(refused.statusCode).toBe(429);
    expect(errorOf(refused).code).toBe('RATE_LIMITED');
    expect((await signIn(t, email, password)).statusCode).toBe(200);
  });

  it('refuses unknown fields', async () => {
    const { cookie, password } = await buildUser(t);
    const response = await changePassword(cookie, {
      current_password: password,
      new_password: 'a-brand-new-secret',
      revokeOtherSessions: false,
    });
    expect(response.statusCode).toBe(400);
  });

  it('keeps this session signed in, ends every other one at once, and swaps the passwords', async () => {
    const { cookie, email, password, id } = await buildUser(t);
    const other = cookieFrom(await signIn(t, email, password));
    expect(await ownerRead(t, other)).toBe(200);
    expect(await ownerRead(t, cookie)).toBe(200);

    const response = await changePassword(cookie, {
      current_password: password,
      new_password: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    // Better Auth replaces this session too: the reply carries the new cookie.
    const renewed = cookieFrom(response);
    expect(renewed).toMatch(/session_token=/);
    expect(renewed).not.toBe(cookie);
    expect(await ownerRead(t, renewed)).toBe(200);
    expect((await sessionUser(renewed))?.id).toBe(id);

    expect(await ownerRead(t, other)).toBe(401);
    expect(await ownerRead(t, cookie)).toBe(401);
    const sessions = await t.db.kysely.selectFrom('session').select('id').where('userId', '=', id).execute();
    expect(sessions).toHaveLength(1);

    expect((await signIn(t, email, password)).statusCode).toBe(401);
    expect((await signIn(t, email, 'a-brand-new-secret')).statusCode).toBe(200);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('the profile across instances on postgres', () => {
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

  it('shows new names on the other instance’s next request', async () => {
    const { cookie } = await buildUser(t);
    const request = { headers: { cookie } } as Parameters<typeof other.sessions.find>[0];
    expect((await other.sessions.find(request))?.user.first_name).toBe('Ada');
    await apiClient(t, cookie).patch('/api/profile', { first_name: 'Emmy', last_name: 'Noether' });
    expect((await other.sessions.find(request))?.user.first_name).toBe('Emmy');
  });

  it('refuses the account’s other sessions on the other instance after a password change here', async () => {
    const { cookie, email, password } = await buildUser(t);
    const second = cookieFrom(await signIn(other, email, password));
    expect(await ownerRead(other, second)).toBe(200);
    const response = await apiClient(t, cookie).post('/api/profile/password', {
      current_password: password,
      new_password: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(200);
    expect(await ownerRead(other, second)).toBe(401);
    expect(await ownerRead(other, cookieFrom(response))).toBe(200);
  });
});
