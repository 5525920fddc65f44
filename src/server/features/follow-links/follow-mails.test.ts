import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  followRequest,
  followTips,
  oneClick,
  ownedTrip,
  sendTips,
} from '../../../../tests/support/follow-links.js';
import { mailParts } from '../../../../tests/support/mail-parts.js';
import { startSmtpServer, subjectOf, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { createSecondInstance, createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import type { BuiltApp } from '../../app.js';
import { hashFollowToken } from './follow-tokens.js';

const HOUR = 60 * 60 * 1000;
const PUBLIC_URL = 'https://tiplist.example';

/** The page address of a mail's link (`/follow-mail/…`), from its text part. */
const linkIn = (text: string, kind: 'confirm' | 'stop') => {
  const found = new RegExp(`${PUBLIC_URL}(/follow-mail/${kind}/[A-Za-z0-9_.-]+)`).exec(text);
  if (!found?.[1]) throw new Error(`no ${kind} link in: ${text}`);
  return found[1];
};

describe.each(DIALECTS)('follow mails on %s', (dialect) => {
  let smtp: TestSmtpServer;
  let t: TestApp;
  let second: BuiltApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { PUBLIC_URL, SMTP_URL: smtp.url }, {}, { followMailTimer: false });
    second = await createSecondInstance(t, { followMailTimer: false });
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
    await smtp.close();
  });
  const mailsTo = (address: string) => smtp.mails.filter((mail) => mail.to.includes(address));
  const nthMailTo = (address: string, index: number) => {
    const mail = mailsTo(address)[index];
    if (!mail) throw new Error(`no mail ${index} to ${address}`);
    return mail;
  };

  it('sends one confirmation, nothing else until confirmed, then at most one mail a day until unsubscribed', async () => {
    const address = `sam-${dialect}@example.com`;
    const { owner, tripId } = await ownedTrip(t);
    const { tipIds, receipt } = await sendTips(t, tripId, ['Pastéis de Belém', 'Tram 28', 'Miradouro']);
    const [first, second_, third] = tipIds as [string, string, string];
    const token = await followTips(t, tripId, receipt);
    const emailUrl = `/api/public/follow-links/${token}/email`;
    expect((await followRequest(t, 'PUT', emailUrl, { email: address })).statusCode).toBe(200);
    let now = Date.now();
    expect(await t.followMails.sendDue(now)).toBe(1);
    const confirmation = nthMailTo(address, 0);
    expect(subjectOf(confirmation)).toBe('Confirm your address for news of your tips');
    const confirmText = mailParts(confirmation).text;
    expect(confirmText).toContain('Maya tries one of the tips you sent for Lisbon');

    // The same address again, and ticks before it is confirmed: nothing more.
    await followRequest(t, 'PUT', emailUrl, { email: address });
    await owner.patch(`/api/recommendations/${first}`, { is_completed: true });
    expect(await t.followMails.sendDue((now += HOUR))).toBe(0);
    expect(mailsTo(address)).toHaveLength(1);

    // A link scanner that opens the mail's link confirms nothing: the page asks for a click.
    const confirmPath = linkIn(confirmText, 'confirm');
    const opened = await followRequest(t, 'GET', confirmPath);
    expect(opened.body).toContain('Confirm my address');
    const row = () =>
      t.db.kysely
        .selectFrom('follow_links')
        .selectAll()
        .where('token_hash', '=', hashFollowToken(token))
        .executeTakeFirstOrThrow();
    expect((await row()).email_confirmed_at).toBeNull();
    const confirmed = await followRequest(t, 'POST', confirmPath);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('Address confirmed');
    expect((await row()).email_confirmed_at).not.toBeNull();

    await owner.patch(`/api/recommendations/${second_}`, { is_completed: true });
    expect(await t.followMails.sendDue((now += HOUR))).toBe(1);
    const news = nthMailTo(address, 1);
    expect(subjectOf(news)).toBe('Maya went to 2 of your tips');
    const newsText = mailParts(news).text;
    expect(newsText).toContain('- Pastéis de Belém');
    expect(newsText).toContain('- Tram 28');
    const unfolded = news.raw.replace(/\r?\n[ \t]+/g, ' ');
    const stopPath = linkIn(newsText, 'stop');
    expect(unfolded).toContain(`List-Unsubscribe: <${PUBLIC_URL}${stopPath}>`);
    expect(unfolded).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A day between two mails.
    await owner.patch(`/api/recommendations/${third}`, { is_completed: true });
    expect(await t.followMails.sendDue((now += HOUR))).toBe(0);
    expect(await t.followMails.sendDue(now + 22 * HOUR)).toBe(0);
    expect(await t.followMails.sendDue((now += 24 * HOUR))).toBe(1);
    expect(subjectOf(nthMailTo(address, 2))).toBe('Maya went to Miradouro');

    // One click (RFC 8058) forgets the address: no more mail.
    const stopPage = await followRequest(t, 'GET', stopPath);
    expect(stopPage.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(stopPage.body).not.toContain('<script');
    // Anything but the one-click request changes nothing.
    expect((await followRequest(t, 'POST', stopPath)).statusCode).toBe(400);
    expect((await followRequest(t, 'POST', stopPath, { 'List-Unsubscribe': 'One-Click' })).statusCode).toBe(
      415,
    );
    expect((await row()).email).toBe(address);
    const stopped = await oneClick(t, stopPath);
    expect(stopped.statusCode).toBe(200);
    expect((await row()).email).toBeNull();
    await owner.patch(`/api/recommendations/${third}`, { is_completed: false });
    await owner.patch(`/api/recommendations/${third}`, { is_completed: true });
    expect(await t.followMails.sendDue((now += 48 * HOUR))).toBe(0);
    expect(mailsTo(address)).toHaveLength(3);
    // The code is spent, and one for another link cannot be made from it.
    expect((await oneClick(t, stopPath)).statusCode).toBe(404);
  });

  it('refuses a mail code made for another link or another purpose', async () => {
    const { tripId } = await ownedTrip(t);
    const a = await sendTips(t, tripId, ['Time Out Market']);
    const b = await sendTips(t, tripId, ['LX Factory']);
    const tokenA = await followTips(t, tripId, a.receipt);
    const tokenB = await followTips(t, tripId, b.receipt);
    const addressA = `a-${dialect}@example.com`;
    await followRequest(t, 'PUT', `/api/public/follow-links/${tokenA}/email`, { email: addressA });
    await followRequest(t, 'PUT', `/api/public/follow-links/${tokenB}/email`, {
      email: `b-${dialect}@example.com`,
    });
    await t.followMails.sendDue();
    const confirmA = linkIn(mailParts(nthMailTo(addressA, 0)).text, 'confirm');
    const idB = (
      await t.db.kysely
        .selectFrom('follow_links')
        .select('id')
        .where('token_hash', '=', hashFollowToken(tokenB))
        .executeTakeFirstOrThrow()
    ).id;
    const [, code = ''] = /confirm\/(.*)$/.exec(confirmA) ?? [];
    const signature = code.split('.')[1];
    for (const forged of [
      `/follow-mail/confirm/${idB}.${signature}`,
      `/follow-mail/stop/${code}`,
      '/follow-mail/stop/x',
    ]) {
      const response = forged.includes('/stop/')
        ? await oneClick(t, forged)
        : await followRequest(t, 'POST', forged);
      expect(response.statusCode, forged).toBe(404);
      expect(response.body).toContain('This link no longer works');
    }
  });

  it('tries a refused mail again after a few minutes, gives it up a day after it was due, and counts it meanwhile', async () => {
    const address = `refused-${dialect}@example.com`;
    const { tripId } = await ownedTrip(t);
    const { receipt } = await sendTips(t, tripId, ['Feira da Ladra']);
    const token = await followTips(t, tripId, receipt);
    const queuedBefore = await t.followMails.queued();
    await followRequest(t, 'PUT', `/api/public/follow-links/${token}/email`, { email: address });
    expect(await t.followMails.queued()).toBe(queuedBefore + 1);
    const row = () =>
      t.db.kysely
        .selectFrom('follow_links')
        .select(['confirmation_due_at', 'leased_until'])
        .where('token_hash', '=', hashFollowToken(token))
        .executeTakeFirstOrThrow();
    const due = new Date((await row()).confirmation_due_at ?? '').getTime();

    smtp.refuseWith(451);
    try {
      expect(await t.followMails.sendDue(due + 1000)).toBe(0);
      // Still due when it was, and left alone for a few minutes.
      expect(new Date((await row()).confirmation_due_at ?? '').getTime()).toBe(due);
      const refused = smtp.refusals;
      expect(await t.followMails.sendDue(due + 60_000)).toBe(0);
      expect(smtp.refusals).toBe(refused);
      expect(await t.followMails.sendDue(due + 6 * 60_000)).toBe(0);
      expect(smtp.refusals).toBe(refused + 1);
      expect(await t.followMails.queued()).toBe(queuedBefore + 1);

      expect(await t.followMails.sendDue(due + 24 * HOUR)).toBe(0);
      expect((await row()).confirmation_due_at).toBeNull();
      expect(await t.followMails.queued()).toBe(queuedBefore);
    } finally {
      smtp.refuseWith(null);
    }
    expect(await t.followMails.sendDue(due + 25 * HOUR)).toBe(0);
    expect(mailsTo(address)).toHaveLength(0);
  });

  it('sends each due mail once when two instances look at the same moment', async () => {
    const { tripId } = await ownedTrip(t);
    const addresses: string[] = [];
    for (let i = 0; i < 8; i += 1) {
      const { receipt } = await sendTips(t, tripId, [`Tip ${i}`]);
      const token = await followTips(t, tripId, receipt);
      const address = `twice-${dialect}-${i}@example.com`;
      addresses.push(address);
      await followRequest(t, 'PUT', `/api/public/follow-links/${token}/email`, { email: address });
    }
    const now = Date.now();
    const [here, there] = await Promise.all([t.followMails.sendDue(now), second.followMails.sendDue(now)]);
    expect(here + there).toBe(addresses.length);
    for (const address of addresses) expect(mailsTo(address)).toHaveLength(1);
  });
});
