import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf } from '../../../tests/support/api.js';
import {
  RESET_MAIL,
  resetLinkIn,
  startSmtpServer,
  subjectOf,
  type TestSmtpServer,
} from '../../../tests/support/smtp.js';
import {
  createTestApp,
  jsonRequest,
  signUp,
  uniqueEmail,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { PASSWORD_RESETS_PER_EMAIL } from '../http/rate-limits.js';

describe.each(DIALECTS)('reset links of one account on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tips.example.org' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  let address = 0;
  /** Each request from an address of its own: the per-address limit is not what is tested here. */
  const post = (url: string, body: unknown) => {
    address += 1;
    return t.app.inject({
      ...jsonRequest('POST', url, body),
      remoteAddress: `10.7.${address >> 8}.${address & 255}`,
    });
  };
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
  const mailsTo = (email: string) =>
    smtp.mails.filter((mail) => mail.to.includes(email) && RESET_MAIL.test(subjectOf(mail)));
  /** Asks for a reset and returns the token of the mail it sent. */
  const requestLink = async (email: string) => {
    const before = mailsTo(email).length;
    expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
    await expect.poll(() => mailsTo(email).length).toBe(before + 1);
    const [latest] = mailsTo(email).slice(-1);
    if (!latest) throw new Error(`no mail to ${email}`);
    return tokenOf(resetLinkIn(latest));
  };
  const reset = (token: string, newPassword: string) =>
    post('/api/auth/reset-password', { token, newPassword });
  const resetRows = (userId: string) =>
    t.db.kysely
      .selectFrom('verification')
      .select('identifier')
      .where('value', '=', userId)
      .where('identifier', 'like', 'reset-password:%')
      .execute();

  it('lets only the newest link set the password', async () => {
    const { email, id } = await signUp(t);
    const first = await requestLink(email);
    const second = await requestLink(email);
    expect(first).not.toBe(second);

    const old = await reset(first, 'from-the-old-link');
    expect(old.statusCode).toBe(400);
    expect(errorOf(old).code).toBe('INVALID_TOKEN');
    expect((await reset(second, 'from-the-new-link')).statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'from-the-new-link' })).statusCode).toBe(
      200,
    );
    expect(await resetRows(id)).toEqual([]);
  });

  it('ends every link of the account once one has set the password', async () => {
    const { email, id } = await signUp(t);
    const used = await requestLink(email);
    // A link made alongside it (two requests at the same moment) ends with the reset too.
    await t.db.kysely
      .insertInto('verification')
      .values({
        id: randomUUID(),
        identifier: 'reset-password:made-alongside',
        value: id,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    expect((await reset(used, 'the-first-reset')).statusCode).toBe(200);
    expect((await reset('made-alongside', 'a-second-reset')).statusCode).toBe(400);
    expect((await post('/api/auth/sign-in/email', { email, password: 'the-first-reset' })).statusCode).toBe(
      200,
    );
  });

  it('ends the links mailed before a password change', async () => {
    const { cookie, email, password } = await signUp(t);
    const token = await requestLink(email);
    const change = await apiClient(t, cookie).post('/api/profile/password', {
      current_password: password,
      new_password: 'changed-while-signed-in',
    });
    expect(change.statusCode).toBe(200);
    const late = await reset(token, 'from-a-stale-link');
    expect(late.statusCode).toBe(400);
    expect(errorOf(late).code).toBe('INVALID_TOKEN');
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'changed-while-signed-in' });
    expect(signIn.statusCode).toBe(200);
  });

  it('leaves the account’s other verification rows alone', async () => {
    const { email, id } = await signUp(t);
    await t.db.kysely
      .insertInto('verification')
      .values({
        id: randomUUID(),
        identifier: `email-verification:${id}`,
        value: id,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
      })
      .execute();
    await reset(await requestLink(email), 'a-new-secret-here');
    const others = await t.db.kysely
      .selectFrom('verification')
      .select('identifier')
      .where('value', '=', id)
      .execute();
    expect(others).toEqual([{ identifier: `email-verification:${id}` }]);
  });

  it('takes only so many requests for one e-mail, from any addresses, with or without an account', async () => {
    const known = (await signUp(t)).email;
    const unknown = uniqueEmail('nobody');
    for (const email of [known, unknown]) {
      for (let attempt = 0; attempt < PASSWORD_RESETS_PER_EMAIL.max; attempt += 1) {
        expect((await post('/api/auth/request-password-reset', { email })).statusCode).toBe(200);
      }
      const refused = await post('/api/auth/request-password-reset', { email: email.toUpperCase() });
      expect(refused.statusCode).toBe(429);
      expect(errorOf(refused).message).toBe(
        'Too many reset requests for this email. Please try again later.',
      );
    }
  });
});
