import { LIMITS } from '../../../shared/limits.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { deliveriesOf, ownersTrip, sendTips, testClock } from '../../../../tests/support/notifications.js';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { sendJson, startStandInServer } from '../../../../tests/support/stand-in-server.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const WINDOW_MS = 60_000;

/** The webhook is a local server, so these tests allow private addresses (WEBHOOK_ALLOW_PRIVATE). */
describe.each(DIALECTS)('notification webhooks on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let hook: Awaited<ReturnType<typeof startStandInServer>>;
  const clock = testClock();
  const withWebhook = async (options: { verified: boolean }) => {
    const built = await ownersTrip(t, options);
    await t.db.kysely
      .insertInto('notification_settings')
      .values({
        user_id: built.owner.id,
        is_email_off: false,
        webhook_url: `${hook.url}/hooks/${built.owner.id}`,
        webhook_format: 'json',
        updated_at: new Date().toISOString(),
      })
      .execute();
    return built;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    hook = await startStandInServer('127.0.0.1', (_request, response) => sendJson(response, 200, {}));
    t = await createTestApp(
      dialect,
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://tips.example.org',
        NOTIFY_BATCH_SECONDS: String(WINDOW_MS / 1000),
        WEBHOOK_ALLOW_PRIVATE: 'true',
      },
      {},
      { notifications: { now: clock.now, pollMs: null } },
    );
  });
  beforeEach(() => {
    hook.requests.length = 0;
    hook.answerWith((_request, response) => sendJson(response, 200, {}));
  });
  afterAll(async () => {
    await t.close();
    await hook.close();
    await smtp.close();
  });

  it('posts the batch’s notice as JSON to the owner’s webhook, beside the mail', async () => {
    const { owner, trip } = await withWebhook({ verified: true });
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    await sendTips(t, trip.id, null, [{ category: 'do', content: 'Tram 28' }]);
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();

    expect(hook.requests).toHaveLength(1);
    expect(hook.requests[0]?.body).toEqual({
      title: '2 new tips for Lisbon',
      message: expect.stringContaining('Maria sent 1 tip (Eat 1).') as unknown,
      url: `https://tips.example.org/trip/${trip.id}`,
      trip: { id: trip.id, destination: 'Lisbon' },
      tips: [
        { category: 'eat', content: 'Pastéis de Belém', contributor_name: 'Maria' },
        { category: 'do', content: 'Tram 28', contributor_name: null },
      ],
    });
    const deliveries = await deliveriesOf(t, owner.id);
    expect(deliveries.map((row) => row.channel).sort()).toEqual(['email', 'webhook']);
    expect(deliveries.every((row) => row.sent_at !== null)).toBe(true);
    expect(smtp.mails.filter((mail) => mail.to.includes(owner.email))).toHaveLength(1);
  });

  it('calls the webhook of an unverified owner, who gets no mail', async () => {
    const { owner, trip } = await withWebhook({ verified: false });
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();
    expect(hook.requests).toHaveLength(1);
    expect((await deliveriesOf(t, owner.id)).map((row) => row.channel)).toEqual(['webhook']);
    expect(smtp.mails.filter((mail) => mail.to.includes(owner.email))).toEqual([]);
  });

  it('retries a failing webhook on its own, saying why, while the mail is sent once', async () => {
    const { owner, trip } = await withWebhook({ verified: true });
    hook.answerWith((_request, response) => sendJson(response, 503, {}));
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    const due = Date.now() + WINDOW_MS + 1_000;
    clock.set(due);
    await t.notifications.tick();
    const failing = (await deliveriesOf(t, owner.id)).find((row) => row.channel === 'webhook');
    expect(failing).toMatchObject({ attempts: 1, sent_at: null });
    expect(failing?.last_error).toMatch(/^The webhook answered 503/);

    hook.answerWith((_request, response) => sendJson(response, 200, {}));
    clock.set(due + 30_000);
    await t.notifications.tick();
    const deliveries = await deliveriesOf(t, owner.id);
    expect(deliveries.every((row) => row.sent_at !== null)).toBe(true);
    expect(hook.requests).toHaveLength(2);
    expect(smtp.mails.filter((mail) => mail.to.includes(owner.email))).toHaveLength(1);
  });

  it('calls no webhook for a muted trip', async () => {
    const { owner, trip } = await withWebhook({ verified: true });
    await t.db.kysely
      .updateTable('trips')
      .set({ is_notifications_muted: true })
      .where('id', '=', trip.id)
      .execute();
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();
    expect(hook.requests).toEqual([]);
    expect(await deliveriesOf(t, owner.id)).toEqual([]);
  });

  it('tells a full trip’s window in one post with every tip, and one mail that names ten senders', async () => {
    const { owner, trip } = await withWebhook({ verified: true });
    const perSend = LIMITS.tipsPerRequestMax;
    for (let sent = 0; sent < LIMITS.tipsPerListMax; sent += perSend) {
      const entries = Array.from({ length: perSend }, (_, i) => ({
        category: 'eat',
        content: `${sent + i} ${'x'.repeat(LIMITS.tipMaxLength - 5)}`,
      }));
      await sendTips(t, trip.id, `Friend ${sent / perSend}`, entries);
    }
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();

    expect(hook.requests).toHaveLength(1);
    const body = hook.requests[0]?.body as { title: string; tips: unknown[] };
    expect(body.title).toBe(`${LIMITS.tipsPerListMax} new tips for Lisbon`);
    expect(body.tips).toHaveLength(LIMITS.tipsPerListMax);
    const [mail, ...more] = smtp.mails.filter((received) => received.to.includes(owner.email));
    expect(more).toEqual([]);
    // Three tips are quoted, 140 characters each: the rest are counted, so the mail stays small.
    expect(mail?.raw.length).toBeLessThan(20_000);
    expect((await deliveriesOf(t, owner.id)).every((row) => row.sent_at !== null)).toBe(true);
  });
});
