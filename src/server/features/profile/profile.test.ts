import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../../tests/support/api.js';
import { createTestApp, jsonRequest, signUp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

describe.each(DIALECTS)('the profile’s names on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const sessionUser = async (cookie: string) =>
    (await apiClient(t, cookie).get('/api/auth/session')).json<{ user: Record<string, unknown> | null }>()
      .user;
  const ownerRead = async (cookie: string) => (await apiClient(t, cookie).get('/api/trips')).statusCode;

  it('updates the names, trimmed, and every read sees them at once', async () => {
    const { cookie, id, email } = await signUp(t);
    const owner = apiClient(t, cookie);
    // The session reader remembers the session (with the names) from this request on.
    expect(await ownerRead(cookie)).toBe(200);
    const response = await owner.patch('/api/profile', { first_name: ' Grace ', last_name: 'Hopper ' });
    expect(response.statusCode).toBe(200);
    const user = {
      id,
      email,
      first_name: 'Grace',
      last_name: 'Hopper',
      profile_image_url: null,
      role: 'user',
      language: 'en',
    };
    expect(response.json()).toEqual({ user });
    expect(await sessionUser(cookie)).toEqual(user);
    const row = await t.db.kysely
      .selectFrom('user')
      .select(['name', 'createdAt', 'updatedAt'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row.name).toBe('Grace Hopper');
    expect(new Date(row.updatedAt).getTime()).toBeGreaterThanOrEqual(new Date(row.createdAt).getTime());
    // Another owner request passes the scope and does not sign anyone out.
    expect(await ownerRead(cookie)).toBe(200);
  });

  it('gives owner requests the new names while the session is remembered', async () => {
    const { cookie } = await signUp(t);
    const request = { headers: { cookie } } as Parameters<typeof t.sessions.find>[0];
    expect((await t.sessions.find(request))?.user.first_name).toBe('Ada');
    await apiClient(t, cookie).patch('/api/profile', { first_name: 'Mary', last_name: 'Somerville' });
    expect((await t.sessions.find(request))?.user).toMatchObject({
      first_name: 'Mary',
      last_name: 'Somerville',
    });
  });

  it.each([
    ['a blank first name', { first_name: '   ', last_name: 'L' }, 'first_name', 'First name is required.'],
    ['a missing last name', { first_name: 'A' }, 'last_name', 'Last name is required.'],
    [
      'a 500-character first name',
      { first_name: 'x'.repeat(500), last_name: 'L' },
      'first_name',
      'First name can be at most 100 characters long.',
    ],
    [
      'a 500-character last name',
      { first_name: 'A', last_name: 'y'.repeat(500) },
      'last_name',
      'Last name can be at most 100 characters long.',
    ],
    [
      'an unknown field',
      { first_name: 'A', last_name: 'L', email: 'x@example.com' },
      '_',
      'Unknown field: email',
    ],
  ])('refuses %s with 400 and changes nothing', async (_label, body, field, message) => {
    const { cookie } = await signUp(t);
    const response = await apiClient(t, cookie).patch('/api/profile', body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).fields?.[field]).toBe(message);
    expect(await sessionUser(cookie)).toMatchObject({ first_name: 'Ada', last_name: 'Lovelace' });
  });

  it('needs a session for both endpoints', async () => {
    const anonymous = apiClient(t);
    expect((await anonymous.patch('/api/profile', { first_name: 'A', last_name: 'L' })).statusCode).toBe(401);
    const response = await anonymous.post('/api/profile/password', {
      current_password: 'whatever-it-is',
      new_password: 'a-brand-new-secret',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses both endpoints from a foreign origin', async () => {
    const { cookie, password } = await signUp(t);
    const origin = 'https://evil.example.com';
    const forged = [
      await t.app.inject(
        jsonRequest('PATCH', '/api/profile', { first_name: 'Eve', last_name: 'L' }, { cookie, origin }),
      ),
      await t.app.inject(
        jsonRequest(
          'POST',
          '/api/profile/password',
          { current_password: password, new_password: 'a-brand-new-secret' },
          { cookie, origin },
        ),
      ),
    ];
    for (const response of forged) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('FORBIDDEN_ORIGIN');
    }
    expect(await sessionUser(cookie)).toMatchObject({ first_name: 'Ada' });
    expect(await ownerRead(cookie)).toBe(200);
  });
});
