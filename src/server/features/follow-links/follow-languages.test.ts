import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { friendAddress, followTips, ownedTrip, sendTips } from '../../../../tests/support/follow-links.js';
import { mailParts } from '../../../../tests/support/mail-parts.js';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import { escapeHtml } from '../../mail/mail-text.js';
import { serverTexts } from '../../mail/server-texts.js';
import { hashFollowToken } from './follow-tokens.js';

describe('follow pages and mails in other languages', () => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let english: Translate;
  let french: Translate;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      'sqlite',
      { PUBLIC_URL: 'https://tiplist.example', SMTP_URL: smtp.url },
      {},
      { followMailTimer: false },
    );
    [english, french] = await Promise.all([serverTexts('en'), serverTexts('fr')]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const followed = async () => {
    const { tripId } = await ownedTrip(t);
    const { receipt } = await sendTips(t, tripId, ['Pastéis de Belém']);
    return followTips(t, tripId, receipt);
  };
  const leaveAddress = (token: string, email: string, headers: Record<string, string>) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/public/follow-links/${token}/email`,
      payload: { email },
      headers,
      remoteAddress: friendAddress(),
    });
  const languageOf = async (token: string) =>
    (
      await t.db.kysely
        .selectFrom('follow_links')
        .select('language')
        .where('token_hash', '=', hashFollowToken(token))
        .executeTakeFirstOrThrow()
    ).language;

  it('draws the follow page in the language of whoever opens it', async () => {
    const token = await followed();
    const page = await t.app.inject({
      url: `/follow/${token}`,
      headers: { 'accept-language': 'fr-BE,fr;q=0.8' },
      remoteAddress: friendAddress(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" dir="ltr"');
    const eyebrow = french('follow.page.eyebrow');
    expect(eyebrow).not.toBe(english('follow.page.eyebrow'));
    expect(page.body).toContain(escapeHtml(eyebrow));
    const title = french('follow.drawn.title', {
      title: french('follow.page.title', { destination: 'Lisbon' }),
    });
    expect(page.body).toContain(`<title>${escapeHtml(title)}</title>`);

    const arabic = await t.app.inject({
      url: `/follow/${token}`,
      headers: { cookie: 'tiplist-language=ar' },
      remoteAddress: friendAddress(),
    });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
  });

  it('mails a friend’s address in the language of the page it was left on', async () => {
    const token = await followed();
    const address = 'sam-en-francais@example.com';
    expect((await leaveAddress(token, address, { 'accept-language': 'fr' })).statusCode).toBe(200);
    expect(await languageOf(token)).toBe('fr');
    expect(await t.followMails.sendDue(Date.now())).toBe(1);
    const [mail] = smtp.mails.filter((received) => received.to.includes(address));
    if (!mail) throw new Error('no mail');
    const { text } = mailParts(mail);
    expect(text).toContain(french('mail.greeting.anonymous'));
    expect(text).toContain(french('mail.followConfirm.asked', { name: 'Maya', destination: 'Lisbon' }));
  });

  it('keeps no pseudo-language, and keeps the language the same address is left in again', async () => {
    const token = await followed();
    const address = 'sam-pseudo@example.com';
    await leaveAddress(token, address, { cookie: 'tiplist-language=en-XA' });
    expect(await languageOf(token)).toBeNull();
    await leaveAddress(token, address, { 'accept-language': 'ja' });
    expect(await languageOf(token)).toBe('ja');
  });
});
