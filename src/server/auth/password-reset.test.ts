import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINKABLE, mailParts } from '../../../tests/support/mail-parts.js';
import {
  RESET_MAIL,
  startSmtpServer,
  resetLinkIn,
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
import { signInFailuresKey } from './sign-in-failures.js';

describe.each(DIALECTS)('password reset on %s', (dialect) => {
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

  const post = (url: string, body: unknown) => t.app.inject(jsonRequest('POST', url, body));
  const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

  it('mails a link to the reset page that sets a new password once', async () => {
    const { email, password } = await signUp(t);
    const request = await post('/api/auth/request-password-reset', { email });
    expect(request.statusCode).toBe(200);
    expect(request.json()).toEqual({ ok: true });

    const link = resetLinkIn(await smtp.waitForMail(email, RESET_MAIL));
    expect(link).toMatch(/^https:\/\/tips\.example\.org\/reset-password\?token=/);

    const reset = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      newPassword: 'brand-new-secret',
    });
    expect(reset.statusCode).toBe(200);
    expect((await post('/api/auth/sign-in/email', { email, password: 'brand-new-secret' })).statusCode).toBe(
      200,
    );
    expect((await post('/api/auth/sign-in/email', { email, password })).statusCode).toBe(401);

    const reused = await post('/api/auth/reset-password', {
      token: tokenOf(link),
      newPassword: 'third-secret!',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json()).toEqual({
      error: {
        code: 'INVALID_TOKEN',
        message: 'This reset link is invalid or has expired. Please request a new one.',
      },
    });
  });

  it('clears the failed sign-ins of the account, so its next sign-in waits for nothing', async () => {
    const { email } = await signUp(t);
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const guess = await t.app.inject({
        ...jsonRequest('POST', '/api/auth/sign-in/email', { email, password: 'a-wrong-guess' }),
        remoteAddress: `10.8.0.${attempt + 1}`,
      });
      expect(guess.statusCode).toBe(401);
    }
    await post('/api/auth/request-password-reset', { email });
    const link = resetLinkIn(await smtp.waitForMail(email, RESET_MAIL));
    await post('/api/auth/reset-password', { token: tokenOf(link), newPassword: 'after-the-guessing' });
    const failures = await t.db.kysely
      .selectFrom('rate_limits')
      .select('hits')
      .where('key', '=', signInFailuresKey(email))
      .execute();
    expect(failures).toEqual([]);
    const signIn = await post('/api/auth/sign-in/email', { email, password: 'after-the-guessing' });
    expect(signIn.statusCode).toBe(200);
  });

  it('names the account holder in one line and with no link of theirs, whatever their first name holds', async () => {
    const hostile =
      'Eve\r\nLocked out. Sign in at https://evil.example/x\nor www.evil.example, evil@example.org';
    const { email } = await signUp(t, { first_name: hostile });
    await post('/api/auth/request-password-reset', { email });
    const mail = await smtp.waitForMail(email, RESET_MAIL);
    const link = resetLinkIn(mail);
    const { text, html } = mailParts(mail);

    const [greeting, afterGreeting] = text.split('\n');
    expect(greeting).toMatch(/^Hi Eve Locked out\. Sign in at .*,$/);
    expect(afterGreeting).toBe('');
    expect(text.split(link)).toHaveLength(2);
    expect(text.replace(link, '')).not.toMatch(LINKABLE);

    expect(html).toMatch(/^<p>Hi Eve Locked out\. Sign in at [^\n<>]*,<\/p>\n/);
    expect(html.match(/<a /g)).toHaveLength(1);
    expect(html.replace(`href="${link}"`, '')).not.toMatch(LINKABLE);
  });

  it('answers an unknown e-mail exactly like a known one, and sends nothing', async () => {
    const email = uniqueEmail('stranger');
    const response = await post('/api/auth/request-password-reset', { email });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(smtp.mails.some((mail) => mail.to.includes(email))).toBe(false);
  });

  it('refuses an expired link', async () => {
    const { email } = await signUp(t);
    await post('/api/auth/request-password-reset', { email });
    const token = tokenOf(resetLinkIn(await smtp.waitForMail(email, RESET_MAIL)));
    await t.db.kysely
      .updateTable('verification' as never)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() } as never)
      .where('identifier' as never, 'like', `%${token}` as never)
      .execute();
    const response = await post('/api/auth/reset-password', { token, newPassword: 'too-late-now' });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ error: { code: string } }>().error.code).toBe('INVALID_TOKEN');
  });

  it('refuses a short new password and a missing token', async () => {
    const short = await post('/api/auth/reset-password', { token: 'abc', newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ error: { message: string } }>().error.message).toBe(
      'Password must be at least 8 characters.',
    );
    const missing = await post('/api/auth/reset-password', { newPassword: 'long-enough' });
    expect(missing.statusCode).toBe(400);
  });
});
