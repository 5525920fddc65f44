import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailParts } from '../../../../tests/support/mail-parts.js';
import { ownersTrip, sendTips, testClock } from '../../../../tests/support/notifications.js';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import type { Translate } from '../../../shared/i18n/translate.js';
import { escapeHtml } from '../../mail/mail-text.js';
import { serverTexts } from '../../mail/server-texts.js';
import { categoriesText } from './notice-summary.js';
import { signUnsubscribeToken } from './unsubscribe-tokens.js';

describe('notifications in other languages', () => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const clock = testClock();
  let english: Translate;
  let french: Translate;

  beforeAll(async () => {
    [english, french] = await Promise.all([serverTexts('en'), serverTexts('fr')]);
    smtp = await startSmtpServer();
    t = await createTestApp(
      'sqlite',
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tips.example.org', NOTIFY_BATCH_SECONDS: '60' },
      {},
      { notifications: { now: clock.now, pollMs: null } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tells an owner of new tips in the language of their account', async () => {
    const { owner, trip } = await ownersTrip(t, { destination: 'Lisbonne' });
    await t.db.kysely.updateTable('user').set({ language: 'fr' }).where('id', '=', owner.id).execute();
    await sendTips(t, trip.id, 'Maria', [
      { category: 'eat', content: 'Pastéis de Belém' },
      { category: 'do', content: 'Tram 28' },
    ]);
    clock.set(Date.now() + 61_000);
    await t.notifications.tick();
    const [mail] = smtp.mails.filter((received) => received.to.includes(owner.email));
    if (!mail) throw new Error('no mail');
    const title = french('mail.notification.title', { count: 2, destination: 'Lisbonne' });
    expect(title).not.toBe(english('mail.notification.title', { count: 2, destination: 'Lisbonne' }));
    const { text, html } = mailParts(mail);
    expect(text).toContain(french('mail.greeting.named', { name: 'Rosa' }));
    expect(text).toContain(french('mail.notification.titleLine', { title }));
    const categories = categoriesText(french, [
      { label: french('friend.category.do'), count: 1 },
      { label: french('friend.category.eat'), count: 1 },
    ]);
    expect(text).toContain(french('mail.notification.senderLine', { name: 'Maria', count: 2, categories }));
    expect(html).toContain(`<p>${escapeHtml(french('mail.notification.titleLine', { title }))}</p>`);
  });

  it('draws the unsubscribe page in the language of whoever opens it, saying so in its html', async () => {
    const { owner } = await ownersTrip(t);
    const url = `/unsubscribe/${signUnsubscribeToken(t.config.authSecret, owner.id)}`;
    const page = await t.app.inject({ url, headers: { 'accept-language': 'fr-CA' } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<html lang="fr" dir="ltr"');
    expect(page.body).toContain(escapeHtml(french('mail.unsubscribe.askHeading')));
    const title = french('follow.drawn.title', { title: french('mail.unsubscribe.askTitle') });
    expect(page.body).toContain(`<title>${escapeHtml(title)}</title>`);

    const arabic = await t.app.inject({ url, headers: { cookie: 'tiplist-language=ar' } });
    expect(arabic.body).toContain('<html lang="ar" dir="rtl"');
    expect(arabic.headers.vary).toMatch(/Accept-Language/i);
  });
});
