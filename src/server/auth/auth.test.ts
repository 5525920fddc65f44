import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookieFrom,
  createTestApp,
  jsonRequest,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';

describe.each(DIALECTS)('accounts on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAILS: 'Boss@Example.com' });
  });
  afterAll(() => t.close());

  const post = (url: string, body: unknown, headers: Record<string, string> = {}) =>
    t.app.inject(jsonRequest('POST', url, body, headers));
  const session = (cookie: string) =>
    t.app.inject(jsonRequest('GET', '/api/auth/session', undefined, { cookie }));

  it('signs a new user up with a session cookie and only the public user fields', async () => {
    const email = uniqueEmail();
    const response = await post('/api/auth/sign-up/email', {
      first_name: ' Ada ',
      last_name: 'Lovelace',
      email,
      password: 'correct-horse',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['set-cookie']).toEqual(expect.stringMatching(/HttpOnly; SameSite=Lax/));
    const { user } = response.json<{ user: Record<string, unknown> }>();
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      email,
      first_name: 'Ada',
      last_name: 'Lovelace',
      profile_image_url: null,
      role: 'user',
      // The language the page signing up was in (none asked for: English).
      language: 'en',
    });
    const current = await session(cookieFrom(response));
    expect(current.json()).toEqual({ user });
  });

  it('answers an anonymous session read with no user', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/session' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ user: null });
  });

  it.each([
    [
      'a missing first name',
      { last_name: 'L', email: 'a@example.com', password: 'long-enough' },
      'first_name',
      'First name is required.',
    ],
    [
      'a blank last name',
      { first_name: 'A', last_name: '  ', email: 'a@example.com', password: 'long-enough' },
      'last_name',
      'Last name is required.',
    ],
    [
      'a malformed e-mail',
      { first_name: 'A', last_name: 'L', email: 'not-an-email', password: 'long-enough' },
      'email',
      'Enter a valid email address.',
    ],
    [
      'a short password',
      { first_name: 'A', last_name: 'L', email: 'a@example.com', password: 'short' },
      'password',
      'Password must be at least 8 characters.',
    ],
    [
      'an unknown field',
      { first_name: 'A', last_name: 'L', email: 'a@example.com', password: 'long-enough', role: 'admin' },
      '_',
      'Unknown field: role',
    ],
  ])('refuses sign-up with %s', async (_case, body, field, message) => {
    const response = await post('/api/auth/sign-up/email', body);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<{
      error: { code: string; message: string; fields: Record<string, string> };
    }>();
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.fields[field]).toBe(message);
  });

  it('refuses a second account for the same e-mail, whatever its case', async () => {
    const { email } = await signUp(t);
    const response = await post('/api/auth/sign-up/email', {
      first_name: 'B',
      last_name: 'C',
      email: email.toUpperCase(),
      password: 'another-password',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: { code: 'CONFLICT', message: 'An account with this email already exists.' },
    });
  });

  it('signs in and out', async () => {
    const { email, password } = await signUp(t);
    const signIn = await post('/api/auth/sign-in/email', { email, password });
    expect(signIn.statusCode).toBe(200);
    const cookie = cookieFrom(signIn);
    expect((await session(cookie)).json<{ user: { email: string } }>().user.email).toBe(email);
    const ownerRead = () => t.app.inject(jsonRequest('GET', '/api/trips', undefined, { cookie }));
    expect((await ownerRead()).statusCode).toBe(200);
    const signOut = await post('/api/auth/sign-out', undefined, { cookie });
    expect(signOut.statusCode).toBe(200);
    expect((await session(cookie)).json()).toEqual({ user: null });
    expect((await ownerRead()).statusCode).toBe(401);
  });

  it('gives a wrong password and an unknown e-mail the same answer', async () => {
    const { email } = await signUp(t);
    const wrong = await post('/api/auth/sign-in/email', { email, password: 'not-the-password' });
    const unknown = await post('/api/auth/sign-in/email', {
      email: uniqueEmail('nobody'),
      password: 'whatever1',
    });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password.' },
      });
    }
  });

  it('does not make an account listed in ADMIN_EMAILS an admin before its address is verified', async () => {
    const response = await post('/api/auth/sign-up/email', {
      first_name: 'Big',
      last_name: 'Boss',
      email: 'boss@example.com',
      password: 'correct-horse',
    });
    expect(response.json<{ user: { role: string } }>().user.role).toBe('user');
  });
});
