import { describe, expect, it } from 'vitest';
import { mailParts } from '../../../../tests/support/mail-parts.js';
import {
  deliveriesOf,
  headerOf,
  ownersTrip,
  sendTips,
  testClock,
} from '../../../../tests/support/notifications.js';
import { startSilentSmtpServer, startSmtpServer, subjectOf } from '../../../../tests/support/smtp.js';
import { createSecondInstance, createTestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const WINDOW_MS = 60_000;

describe.each(DIALECTS)('the notification worker on %s', (dialect) => {
  it('sends after a restart a batch written before it; without PUBLIC_URL, with no link, and says so once', async () => {
    const smtp = await startSmtpServer();
    const clock = testClock();
    const notifications = { now: clock.now, pollMs: null };
    const env = { SMTP_URL: smtp.url, NOTIFY_BATCH_SECONDS: String(WINDOW_MS / 1000), LOG_LEVEL: 'warn' };
    const lines: { msg?: string }[] = [];
    const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { msg?: string }) };
    const t = await createTestApp(dialect, env, {}, { notifications });
    try {
      const { owner, trip } = await ownersTrip(t);
      const second = await ownersTrip(t, { destination: 'Porto' });
      await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
      await sendTips(t, second.trip.id, 'Ana', [{ category: 'eat', content: 'Francesinha' }]);
      await t.app.close();
      const restarted = await createSecondInstance(t, { notifications, logStream });
      clock.set(Date.now() + WINDOW_MS + 1_000);
      await restarted.notifications.tick();
      await restarted.app.close();
      const mails = smtp.mails.filter((received) => received.to.includes(owner.email));
      expect(mails.map(subjectOf)).toEqual(['1 new tip for Lisbon']);
      const [mail] = mails;
      if (!mail) throw new Error('no mail');
      expect(headerOf(mail, 'List-Unsubscribe')).toBeUndefined();
      const { text, html } = mailParts(mail);
      expect(text).not.toMatch(/https?:/);
      expect(html).not.toMatch(/https?:|<a /);
      expect(text).toContain('To stop these mails, turn them off in Tiplist, under Profile → Notifications.');
      const told = lines.filter((line) => line.msg?.includes('set PUBLIC_URL'));
      expect(told).toHaveLength(1);
    } finally {
      await t.close();
      await smtp.close();
    }
  });

  it('never holds up a friend’s send while the mail server hangs', async () => {
    const silent = await startSilentSmtpServer();
    // The worker runs by itself here, on the real clock, every 20 ms.
    const t = await createTestApp(
      dialect,
      { SMTP_URL: silent.url, NOTIFY_BATCH_SECONDS: '1' },
      {},
      { notifications: { pollMs: 20, settleMs: 50 } },
    );
    try {
      const { owner, trip } = await ownersTrip(t);
      await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
      // The worker has taken the delivery and is waiting for the mail server's greeting.
      await expect
        .poll(async () => (await deliveriesOf(t, owner.id))[0]?.leased_until ?? null, { timeout: 5_000 })
        .not.toBeNull();
      const started = performance.now();
      await sendTips(t, trip.id, 'Ana', [{ category: 'do', content: 'Tram 28' }]);
      const elapsed = performance.now() - started;
      expect(elapsed).toBeLessThan(1_000);
      const [delivery] = await deliveriesOf(t, owner.id);
      expect(delivery).toMatchObject({ attempts: 0, sent_at: null });
    } finally {
      await t.close();
      await silent.close();
    }
  });

  if (dialect === 'postgres') {
    it('sends each batch once when two instances share the work', async () => {
      const smtp = await startSmtpServer();
      const clock = testClock();
      const notifications = { now: clock.now, pollMs: null };
      const env = { SMTP_URL: smtp.url, NOTIFY_BATCH_SECONDS: String(WINDOW_MS / 1000) };
      const t = await createTestApp(dialect, env, {}, { notifications });
      const second = await createSecondInstance(t, { notifications });
      try {
        const trips = await Promise.all(Array.from({ length: 20 }, () => ownersTrip(t)));
        for (const [index, { trip }] of trips.entries()) {
          await sendTips(index % 2 ? t : second, trip.id, 'Maria', [
            { category: 'eat', content: `Tip ${index}` },
          ]);
        }
        clock.set(Date.now() + WINDOW_MS + 1_000);
        const rounds = [t, second, t, second].map((instance) => instance.notifications);
        for (let round = 0; round < 3; round += 1) await Promise.all(rounds.map((sender) => sender.tick()));

        const ids = smtp.mails.map((mail) => headerOf(mail, 'Message-ID'));
        expect(new Set(ids).size).toBe(ids.length);
        for (const { owner } of trips) {
          expect(smtp.mails.filter((mail) => mail.to.includes(owner.email))).toHaveLength(1);
          const deliveries = await deliveriesOf(t, owner.id);
          expect(deliveries).toHaveLength(1);
          expect(deliveries[0]?.sent_at).not.toBeNull();
        }
      } finally {
        await second.app.close();
        await t.close();
        await smtp.close();
      }
    });
  }
});
