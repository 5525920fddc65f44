import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../../tests/support/api.js';
import { freePort } from '../../../../tests/support/free-port.js';
import {
  deliveriesOf,
  headerOf,
  ownersTrip,
  sendTips,
  testClock,
} from '../../../../tests/support/notifications.js';
import { parsePrometheusText } from '../../../../tests/support/prometheus-text.js';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { toIsoString } from '../../db/values.js';
import { GIVE_UP_AFTER_MS, LEASE_MS } from './delivery-queue.js';

const WINDOW_MS = 60_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DIALECTS)('notification deliveries on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let metricsUrl: string;
  const clock = testClock();
  /** Set by a test: the next delivery's mark is never written, as if the process died after SMTP said yes. */
  let crashAfterNextSend = false;
  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));
  const queued = async () => {
    const families = parsePrometheusText(await (await fetch(metricsUrl)).text());
    return families.get('tiplist_notifications_queued')?.samples[0]?.value;
  };
  const onlyDelivery = async (userId: string) => {
    const rows = await deliveriesOf(t, userId);
    expect(rows).toHaveLength(1);
    const [row] = rows;
    if (!row) throw new Error('no delivery');
    return {
      ...row,
      next_attempt_at: toIsoString(row.next_attempt_at),
      sent: row.sent_at !== null,
      given_up: row.gave_up_at !== null,
    };
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    const port = await freePort();
    metricsUrl = `http://127.0.0.1:${port}/metrics`;
    t = await createTestApp(
      dialect,
      {
        SMTP_URL: smtp.url,
        PUBLIC_URL: 'https://tips.example.org',
        NOTIFY_BATCH_SECONDS: String(WINDOW_MS / 1000),
        METRICS_PORT: String(port),
      },
      {},
      {
        notifications: {
          now: clock.now,
          pollMs: null,
          afterSend: () => {
            if (!crashAfterNextSend) return;
            crashAfterNextSend = false;
            throw new Error('the process died here');
          },
        },
      },
    );
    await t.app.ready();
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('retries a refusing mail server with back-off, says why, then sends; the gauge follows', async () => {
    const { owner, trip } = await ownersTrip(t);
    const before = (await queued()) ?? 0;
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    expect(await queued()).toBe(before + 1);

    smtp.refuseWith(550);
    const due = Date.now() + WINDOW_MS + 1_000;
    clock.set(due);
    await t.notifications.tick();
    expect(await onlyDelivery(owner.id)).toMatchObject({
      attempts: 1,
      last_error: 'The mail server refused the mail (550).',
      next_attempt_at: iso(due + 30_000),
      sent: false,
      given_up: false,
    });
    expect(await queued()).toBe(before + 1);

    clock.set(due + 29_000);
    await t.notifications.tick();
    expect((await onlyDelivery(owner.id)).attempts).toBe(1);
    clock.set(due + 30_000);
    await t.notifications.tick();
    expect(await onlyDelivery(owner.id)).toMatchObject({ attempts: 2, next_attempt_at: iso(due + 90_000) });

    smtp.refuseWith(null);
    clock.set(due + 90_000);
    await t.notifications.tick();
    expect(await onlyDelivery(owner.id)).toMatchObject({ attempts: 2, last_error: null, sent: true });
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(await queued()).toBe(before);
  });

  it('gives a delivery up once its first attempt is a day old, and tries it no more', async () => {
    const { owner, trip } = await ownersTrip(t);
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    smtp.refuseWith(451);
    const due = Date.now() + WINDOW_MS + 1_000;
    clock.set(due);
    await t.notifications.tick();
    expect((await onlyDelivery(owner.id)).last_error).toBe(
      'The mail server could not take the mail for now (451).',
    );
    clock.set(due + GIVE_UP_AFTER_MS - 1);
    await t.notifications.tick();
    expect(await onlyDelivery(owner.id)).toMatchObject({ attempts: 2, given_up: false });
    clock.set(due + GIVE_UP_AFTER_MS + 60 * 60_000);
    await t.notifications.tick();
    expect(await onlyDelivery(owner.id)).toMatchObject({ attempts: 3, given_up: true, sent: false });
    smtp.refuseWith(null);
    clock.advance(2 * 60 * 60_000);
    await t.notifications.tick();
    expect((await onlyDelivery(owner.id)).attempts).toBe(3);
    expect(mailsTo(owner.email)).toEqual([]);
  });

  it('gives up, quietly, a pending mail whose owner turned mail off meanwhile', async () => {
    const { owner, trip } = await ownersTrip(t);
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    smtp.refuseWith(450);
    const due = Date.now() + WINDOW_MS + 1_000;
    clock.set(due);
    await t.notifications.tick();
    smtp.refuseWith(null);
    const turnOff = await apiClient(t, owner.cookie).put('/api/profile/notifications', {
      email_on: false,
      webhook_url: null,
      webhook_format: 'json',
    });
    expect(turnOff.statusCode).toBe(200);
    clock.set(due + 30_000);
    await t.notifications.tick();
    expect(await onlyDelivery(owner.id)).toMatchObject({ last_error: null, given_up: true, sent: false });
    expect(mailsTo(owner.email)).toEqual([]);
    const settings = await apiClient(t, owner.cookie).get('/api/profile/notifications');
    expect(settings.json<{ problem: unknown }>().problem).toBeNull();
  });

  it('sends a delivery again, once and with its Message-ID, when the process died before marking it', async () => {
    const { owner, trip } = await ownersTrip(t);
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    const due = Date.now() + WINDOW_MS + 1_000;
    clock.set(due);
    crashAfterNextSend = true;
    await expect(t.notifications.tick()).rejects.toThrow('the process died here');
    expect(mailsTo(owner.email)).toHaveLength(1);
    expect(await onlyDelivery(owner.id)).toMatchObject({ sent: false, attempts: 0 });

    // Its lease holds it until it runs out: no other round (of any instance) takes it meanwhile.
    clock.set(due + LEASE_MS - 1);
    await t.notifications.tick();
    expect(mailsTo(owner.email)).toHaveLength(1);
    clock.set(due + LEASE_MS);
    await t.notifications.tick();
    const mails = mailsTo(owner.email);
    expect(mails).toHaveLength(2);
    const [first, again] = mails.map((mail) => headerOf(mail, 'Message-ID'));
    expect(again).toBe(first);
    expect((await onlyDelivery(owner.id)).sent).toBe(true);

    clock.advance(2 * LEASE_MS);
    await t.notifications.tick();
    expect(mailsTo(owner.email)).toHaveLength(2);
  });

  it('deletes batches a week after they were told, with their deliveries', async () => {
    const { owner, trip } = await ownersTrip(t);
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    clock.set(Date.now() + WINDOW_MS + 1_000);
    await t.notifications.tick();
    expect((await onlyDelivery(owner.id)).sent).toBe(true);
    const batches = () =>
      t.db.kysely.selectFrom('notification_batches').select('id').where('trip_id', '=', trip.id).execute();
    clock.advance(6 * 24 * 60 * 60_000);
    await t.notifications.tick();
    expect(await batches()).toHaveLength(1);
    clock.advance(2 * 24 * 60 * 60_000);
    await t.notifications.tick();
    expect(await batches()).toEqual([]);
    expect(await deliveriesOf(t, owner.id)).toEqual([]);
    const submissions = await t.db.kysely
      .selectFrom('submissions')
      .select('batch_id')
      .where('trip_id', '=', trip.id)
      .execute();
    expect(submissions).toEqual([{ batch_id: null }]);
  });
});
