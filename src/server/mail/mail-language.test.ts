import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../tests/support/factories/users.js';
import { mailParts } from '../../../tests/support/mail-parts.js';
import { headerOf } from '../../../tests/support/notifications.js';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from '../../../tests/support/smtp.js';
import { createTestApp, jsonRequest, uniqueEmail, type TestApp } from '../../../tests/support/test-app.js';
import type { Translate } from '../../shared/i18n/translate.js';
import { accountMailTexts } from '../auth/mail-language.js';
import { serverTexts } from './server-texts.js';

/** A mail's subject as a mail client shows it: its folded lines joined, its encoded words (RFC 2047) decoded. */
const subjectOf = (mail: ReceivedMail) =>
  (headerOf(mail, 'Subject') ?? '').replace(
    /=\?UTF-8\?([BQ])\?([^?]*)\?=\s*/gi,
    (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : decodeURIComponent(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, '%$1')),
  );

describe('mails to an account speak its language', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let english: Translate;
  let french: Translate;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp('sqlite', { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tips.example.org' });
    [english, french] = await Promise.all([serverTexts('en'), serverTexts('fr')]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('mails the sign-up’s verification link in the language the sign-up was made in', async () => {
    const email = uniqueEmail();
    const body = { first_name: 'Ada', last_name: 'Lovelace', email, password: 'correct-horse' };
    const headers = { 'accept-language': 'fr-FR,fr;q=0.9,en;q=0.5' };
    const signUp = await t.app.inject({
      ...jsonRequest('POST', '/api/auth/sign-up/email', body, headers),
      remoteAddress: '10.212.0.1',
    });
    expect(signUp.statusCode, signUp.body).toBe(200);
    const mail = await smtp.waitForMail(email);
    const subject = french('mail.verification.subject');
    expect(subject).not.toBe(english('mail.verification.subject'));
    expect(subjectOf(mail)).toBe(subject);
    const { text } = mailParts(mail);
    expect(text).toContain(french('mail.greeting.named', { name: 'Ada' }));
    expect(text).toContain(french('mail.verification.textIntro'));
  });

  it('mails a password reset in the account’s language, whatever the browser that asked', async () => {
    const user = await buildUser(t, { first_name: 'Zoé' });
    await t.db.kysely.updateTable('user').set({ language: 'fr' }).where('id', '=', user.id).execute();
    const asked = await t.app.inject(
      jsonRequest(
        'POST',
        '/api/auth/request-password-reset',
        { email: user.email },
        { 'accept-language': 'en-GB' },
      ),
    );
    expect(asked.statusCode).toBe(200);
    const mail = await smtp.waitForMail(user.email);
    expect(subjectOf(mail)).toBe(french('mail.passwordReset.subject'));
    const { text } = mailParts(mail);
    expect(text).toContain(french('mail.greeting.named', { name: 'Zoé' }));
    expect(text).toContain(french('mail.passwordReset.textIntro'));
  });

  it('takes an account’s own language first, then, for one with none yet, the request’s', async () => {
    const user = await buildUser(t);
    const asking = new Request('https://tips.example.org/', {
      headers: { cookie: 'tiplist-language=de', 'accept-language': 'fr' },
    });
    expect((await accountMailTexts(t.db, user.id, asking)).locale).toBe('de');
    expect((await accountMailTexts(t.db, user.id)).locale).toBe('en');
    await t.db.kysely.updateTable('user').set({ language: 'ja' }).where('id', '=', user.id).execute();
    expect((await accountMailTexts(t.db, user.id, asking)).locale).toBe('ja');
  });
});
