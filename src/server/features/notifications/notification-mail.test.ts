import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailParts } from '../../../../tests/support/mail-parts.js';
import {
  deliveriesOf,
  headerOf,
  ownersTrip,
  sendTips,
  testClock,
} from '../../../../tests/support/notifications.js';
import { startSmtpServer, subjectOf, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const PUBLIC_URL = 'https://tips.example.org';
const WINDOW_MS = 60_000;
const LONG_TIP = `Walk up to the castle at dawn, ${'then keep walking along the old walls '.repeat(6)}`;

describe.each(DIALECTS)('notification mails on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const clock = testClock();
  /** One round of the worker once every batch written so far is due. */
  const sendDue = async () => {
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();
  };
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, PUBLIC_URL, NOTIFY_BATCH_SECONDS: String(WINDOW_MS / 1000) },
      {},
      { notifications: { now: clock.now, pollMs: null } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('tells two friends’ sends in one window in one mail naming both, with counts, quotes and links', async () => {
    const { owner, trip } = await ownersTrip(t);
    await sendTips(t, trip.id, 'Maria', [
      { category: 'eat', content: 'Pastéis de Belém, still warm' },
      { category: 'do', content: 'Tram 28 before eight' },
    ]);
    await sendTips(t, trip.id, null, [
      { category: 'bars', content: LONG_TIP },
      { category: 'eat', content: 'Bifanas at Conga' },
    ]);
    clock.set(Date.now());
    await t.notifications.tick();
    expect(mailsTo(owner.email)).toEqual([]);

    await sendDue();
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    if (!mail) throw new Error('no mail');
    expect(subjectOf(mail)).toBe('4 new tips for Lisbon');
    const { text, html } = mailParts(mail);
    expect(text).toContain('Hi Rosa,');
    expect(text).toContain('Maria sent 2 tips (Do 1, Eat 1).');
    expect(text).toContain('Someone sent 2 tips (Eat 1, Bars 1).');
    expect(text).toContain('In all: Do 1, Eat 2, Bars 1.');
    expect(text).toContain('“Pastéis de Belém, still warm” (Eat, from Maria)');
    expect(text).toContain('“Tram 28 before eight” (Do, from Maria)');
    const quoted = `“${Array.from(LONG_TIP).slice(0, 140).join('')}…” (Bars, from Someone)`;
    expect(text).toContain(quoted);
    expect(text).not.toContain('Bifanas');
    expect(text).toContain('and 1 more');
    expect(text).toContain(`Open your trip: ${PUBLIC_URL}/trip/${trip.id}`);
    for (const words of ['Maria', 'Someone', 'Pastéis de Belém, still warm', 'and 1 more', 'Eat 2']) {
      expect(html).toContain(words);
    }
    expect(html).toContain(`href="${PUBLIC_URL}/trip/${trip.id}"`);

    const [delivery] = await deliveriesOf(t, owner.id);
    expect(headerOf(mail, 'Message-ID')).toBe(`<${delivery?.batch_id}.email@tips.example.org>`);
    const unsubscribe = headerOf(mail, 'List-Unsubscribe');
    expect(unsubscribe).toMatch(/^<https:\/\/tips\.example\.org\/unsubscribe\/[\w-]+\.[\w-]+>$/);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    const pageUrl = unsubscribe?.slice(1, -1) ?? '';
    expect(text).toContain(pageUrl);
    expect(html).toContain(`href="${pageUrl}"`);
    expect(delivery).toMatchObject({ channel: 'email', attempts: 0, last_error: null });
    expect(delivery?.sent_at).not.toBeNull();

    await sendDue();
    expect(mailsTo(owner.email)).toHaveLength(1);
  });

  it('neutralises a name with line breaks, links and HTML in both parts', async () => {
    const { owner, trip } = await ownersTrip(t, { destination: 'Porto' });
    const name = 'Eve\nYour account is locked: sign in at https://evil.example <b>now</b>';
    await sendTips(t, trip.id, name, [{ category: 'eat', content: 'Visit evil.example <img src=x>' }]);
    await sendDue();
    const [mail] = mailsTo(owner.email);
    if (!mail) throw new Error('no mail');
    const { text, html } = mailParts(mail);
    expect(text).not.toContain('\nYour account');
    expect(text).not.toMatch(/evil\.example|https:\/\/evil/);
    expect(text).toContain(
      'Eve Your account is locked: sign in at https: //evil. example <b>now</b> sent 1 tip',
    );
    expect(html).not.toMatch(/<b>now|<img|evil\.example|https:\/\/evil/);
    expect(html).toContain('&#60;b&#62;now&#60;/b&#62;');
    expect(html).toContain('Visit evil. example &#60;img src=x&#62;');
  });

  it('mails only its own trip’s tips, one mail per trip', async () => {
    const { owner, trip } = await ownersTrip(t, { destination: 'Seville' });
    const other = await ownersTrip(t, { destination: 'Granada' });
    await t.db.kysely
      .updateTable('trips')
      .set({ user_id: owner.id })
      .where('id', '=', other.trip.id)
      .execute();
    await sendTips(t, trip.id, 'Ana', [{ category: 'eat', content: 'Tapas at El Rinconcillo' }]);
    await sendTips(t, other.trip.id, 'Luis', [{ category: 'do', content: 'The Alhambra at night' }]);
    await sendDue();
    const mails = mailsTo(owner.email);
    expect(mails.map(subjectOf).sort()).toEqual(['1 new tip for Granada', '1 new tip for Seville']);
    for (const mail of mails) {
      const { text, html } = mailParts(mail);
      const seville = subjectOf(mail).endsWith('Seville');
      for (const part of [text, html]) {
        expect(part.includes('El Rinconcillo')).toBe(seville);
        expect(part.includes('Alhambra')).toBe(!seville);
        expect(part.includes('Luis')).toBe(!seville);
      }
    }
  });

  it.each([
    ['an unverified owner', { verified: false, mailOff: false, muted: false }],
    ['an owner who turned mail off', { verified: true, mailOff: true, muted: false }],
    ['a muted trip', { verified: true, mailOff: false, muted: true }],
  ])('sends no mail to %s', async (_case, { verified, mailOff, muted }) => {
    const { owner, trip } = await ownersTrip(t, { verified });
    if (mailOff) {
      await t.db.kysely
        .insertInto('notification_settings')
        .values({
          user_id: owner.id,
          is_email_off: true,
          webhook_format: 'json',
          updated_at: new Date().toISOString(),
        })
        .execute();
    }
    if (muted) {
      await t.db.kysely
        .updateTable('trips')
        .set({ is_notifications_muted: true })
        .where('id', '=', trip.id)
        .execute();
    }
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis' }]);
    await sendDue();
    expect(mailsTo(owner.email)).toEqual([]);
    expect(await deliveriesOf(t, owner.id)).toEqual([]);
    const batch = await t.db.kysely
      .selectFrom('notification_batches')
      .select('composed_at')
      .where('trip_id', '=', trip.id)
      .executeTakeFirstOrThrow();
    expect(batch.composed_at).not.toBeNull();
  });
});
