import { createEmailVerificationToken } from 'better-auth/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../tests/support/api.js';
import {
  startSmtpServer,
  VERIFICATION_MAIL,
  verificationLinkIn,
  type TestSmtpServer,
} from '../../../tests/support/smtp.js';
import {
  createTestApp,
  jsonRequest,
  signUp,
  TEST_AUTH_SECRET,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { VERIFICATION_LINKS_PER_ACCOUNT, VERIFICATION_LINKS_PER_ADDRESS } from '../http/rate-limits.js';

const ADMIN = 'chief-verifier@example.com';
const STATUS = '/api/profile/email-verification';

describe.each(DIALECTS)('e-mail verification on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://tips.example.org',
      ADMIN_EMAILS: ADMIN,
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const follow = (link: string) =>
    t.app.inject(
      jsonRequest('POST', '/api/auth/verify-email', { token: new URL(link).searchParams.get('token') }),
    );
  const mailedLink = async (email: string) =>
    verificationLinkIn(await smtp.waitForMail(email, VERIFICATION_MAIL));

  it('mails a link at sign-up to the app’s own page, which verifies the address', async () => {
    const { email, cookie } = await signUp(t);
    const api = apiClient(t, cookie);
    expect((await api.get(STATUS)).json()).toEqual({ verified: false, admin_once_verified: false });

    const link = await mailedLink(email);
    expect(link).toMatch(/^https:\/\/tips\.example\.org\/verify-email\?token=/);
    const followed = await follow(link);
    expect([followed.statusCode, followed.json()]).toEqual([200, { ok: true }]);
    expect((await api.get(STATUS)).json()).toEqual({ verified: true, admin_once_verified: false });

    // A second click (or a mail scanner's) changes nothing.
    expect((await follow(link)).statusCode).toBe(200);
    const again = await api.post(STATUS, {});
    expect([again.statusCode, errorOf(again).message]).toEqual([
      409,
      'Your email address is already verified.',
    ]);
  });

  it('gives an ADMIN_EMAILS account admin rights only once its address is verified', async () => {
    const { cookie, email } = await signUp(t, { email: ADMIN });
    const api = apiClient(t, cookie);
    const role = async () =>
      (await api.get('/api/auth/session')).json<{ user: { role: string } }>().user.role;
    expect(await role()).toBe('user');
    expect((await api.get('/api/admin/users')).statusCode).toBe(403);
    expect((await api.get(STATUS)).json()).toEqual({ verified: false, admin_once_verified: true });

    expect((await follow(await mailedLink(email))).statusCode).toBe(200);
    // The same session, at once: every instance has forgotten what it remembered of it.
    expect(await role()).toBe('admin');
    expect((await api.get('/api/admin/users')).statusCode).toBe(200);
    expect((await api.get(STATUS)).json()).toEqual({ verified: true, admin_once_verified: false });
  });

  it('refuses a token that is not one, and says when a link has expired', async () => {
    const forged = await t.app.inject(
      jsonRequest('POST', '/api/auth/verify-email', { token: 'not-a-token' }),
    );
    expect([forged.statusCode, errorOf(forged)]).toEqual([
      400,
      {
        code: 'INVALID_TOKEN',
        message: 'This verification link is not valid. Please ask for a new one from your profile.',
      },
    ]);

    const { email, id, cookie } = await signUp(t);
    const token = await createEmailVerificationToken(TEST_AUTH_SECRET, email, undefined, -60, { userId: id });
    const expired = await t.app.inject(jsonRequest('POST', '/api/auth/verify-email', { token }));
    expect([expired.statusCode, errorOf(expired)]).toEqual([
      400,
      {
        code: 'INVALID_TOKEN',
        message: 'This verification link has expired. Please ask for a new one from your profile.',
      },
    ]);
    expect((await apiClient(t, cookie).get(STATUS)).json()).toMatchObject({ verified: false });
  });

  it('mails a new link on request, a few an hour per account and per client address', async () => {
    const { email, cookie } = await signUp(t);
    const resend = (from: string, session = cookie) =>
      t.app.inject({ ...jsonRequest('POST', STATUS, {}, { cookie: session }), remoteAddress: from });
    for (let i = 0; i < VERIFICATION_LINKS_PER_ACCOUNT.max; i += 1) {
      expect((await resend(`10.77.0.${i + 1}`)).statusCode).toBe(200);
    }
    const refused = await resend('10.77.1.1');
    expect([refused.statusCode, errorOf(refused).code]).toEqual([429, 'RATE_LIMITED']);
    await expect.poll(() => smtp.mails.filter((mail) => mail.to.includes(email)).length).toBe(6);
    // Every link mailed works.
    const links = smtp.mails.filter((mail) => mail.to.includes(email)).map(verificationLinkIn);
    expect((await follow(links.at(-1) ?? '')).statusCode).toBe(200);

    // From one client address, however many accounts it signs in to.
    const accounts = await Promise.all(
      Array.from(
        { length: VERIFICATION_LINKS_PER_ADDRESS.max / VERIFICATION_LINKS_PER_ACCOUNT.max + 1 },
        () => signUp(t),
      ),
    );
    const statuses: number[] = [];
    for (const account of accounts) {
      for (let i = 0; i < VERIFICATION_LINKS_PER_ACCOUNT.max; i += 1) {
        statuses.push((await resend('10.78.0.1', account.cookie)).statusCode);
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(VERIFICATION_LINKS_PER_ADDRESS.max);
    expect(statuses.at(-1)).toBe(429);
  });

  it('needs a session to ask for a new link', async () => {
    expect((await t.app.inject(jsonRequest('POST', STATUS, {}))).statusCode).toBe(401);
  });
});
