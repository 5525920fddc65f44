import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../../tests/support/factories/users.js';
import { headerOf, ownersTrip, sendTips, testClock } from '../../../../tests/support/notifications.js';
import { startSmtpServer, type TestSmtpServer } from '../../../../tests/support/smtp.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { UNSUBSCRIBE_PER_ADDRESS } from '../../http/rate-limits.js';
import { signUnsubscribeToken } from './unsubscribe-tokens.js';

const ONE_CLICK = 'List-Unsubscribe=One-Click';
let addresses = 0;
/** Each request from an address of its own, unless the test is about the limit. */
const nextAddress = () => `10.99.${(addresses >> 8) & 255}.${(addresses += 1) & 255}`;

describe.each(DIALECTS)('unsubscribing from notification mails on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  const clock = testClock();
  const pathOf = (userId: string) => `/unsubscribe/${signUnsubscribeToken(t.config.authSecret, userId)}`;
  const inject = (options: InjectOptions) => t.app.inject({ remoteAddress: nextAddress(), ...options });
  const oneClick = (url: string, headers: Record<string, string> = {}, payload = ONE_CLICK) =>
    inject({
      method: 'POST',
      url,
      payload,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    });
  const isMailOff = async (userId: string) =>
    (
      await t.db.kysely
        .selectFrom('notification_settings')
        .select('is_email_off')
        .where('user_id', '=', userId)
        .executeTakeFirst()
    )?.is_email_off ?? false;

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(
      dialect,
      { SMTP_URL: smtp.url, PUBLIC_URL: 'https://tips.example.org', NOTIFY_BATCH_SECONDS: '60' },
      {},
      { notifications: { now: clock.now, pollMs: null } },
    );
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('turns mail off with the one-click POST of the mail’s own List-Unsubscribe, and no more mail comes', async () => {
    const { owner, trip } = await ownersTrip(t);
    await sendTips(t, trip.id, 'Maria', [{ category: 'eat', content: 'Pastéis de Belém' }]);
    clock.set(Date.now() + 61_000);
    await t.notifications.tick();
    const [mail] = smtp.mails.filter((received) => received.to.includes(owner.email));
    if (!mail) throw new Error('no mail');
    const url = new URL(headerOf(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '');

    // A link scanner's GET changes nothing.
    const page = await inject({ method: 'GET', url: url.pathname });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.headers['referrer-policy']).toBe('same-origin');
    expect(page.body).toContain('<input type="hidden" name="List-Unsubscribe" value="One-Click">');
    expect(page.body).toMatch(/<button type="submit"[^>]*>Turn these mails off<\/button>/);
    expect(page.body).not.toContain('<script');
    expect(await isMailOff(owner.id)).toBe(false);

    // As a mail provider sends it: no cookie, no Origin.
    const done = await oneClick(url.pathname);
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You will no longer get these mails.');
    expect(done.body).toContain('Profile</a> → Notifications');
    expect(await isMailOff(owner.id)).toBe(true);
    expect((await oneClick(url.pathname)).statusCode).toBe(200);

    await sendTips(t, trip.id, 'Ana', [{ category: 'do', content: 'Tram 28' }]);
    clock.set(Date.now() + 61_000);
    await t.notifications.tick();
    expect(smtp.mails.filter((received) => received.to.includes(owner.email))).toHaveLength(1);
  });

  it('takes the one-click request as multipart/form-data too, and keeps the account’s other choices', async () => {
    const owner = await buildUser(t, { emailVerified: true });
    await t.db.kysely
      .insertInto('notification_settings')
      .values({
        user_id: owner.id,
        is_email_off: false,
        webhook_url: 'https://ntfy.example.org/trips',
        webhook_format: 'ntfy',
        updated_at: new Date().toISOString(),
      })
      .execute();
    const boundary = 'tiplist-boundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`;
    const response = await inject({
      method: 'POST',
      url: pathOf(owner.id),
      payload: body,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    });
    expect(response.statusCode).toBe(200);
    const settings = await t.db.kysely
      .selectFrom('notification_settings')
      .select(['is_email_off', 'webhook_url', 'webhook_format'])
      .where('user_id', '=', owner.id)
      .executeTakeFirstOrThrow();
    expect(settings).toEqual({
      is_email_off: true,
      webhook_url: 'https://ntfy.example.org/trips',
      webhook_format: 'ntfy',
    });
  });

  it('answers an altered token, or one re-aimed at another account, with 404 and changes nothing', async () => {
    const ada = await buildUser(t, { emailVerified: true });
    const bob = await buildUser(t, { emailVerified: true });
    const token = signUnsubscribeToken(t.config.authSecret, ada.id);
    const [, signature] = token.split('.');
    const last = token.at(-1) === 'A' ? 'B' : 'A';
    const altered = [
      `${token.slice(0, -1)}${last}`,
      `${Buffer.from(bob.id).toString('base64url')}.${signature}`,
      signUnsubscribeToken('another-secret-that-is-long-enough-0123456789', bob.id),
      `${token}.x`,
      token.split('.')[0] ?? '',
      `${token}%20`,
    ];
    for (const candidate of altered) {
      const page = await inject({ method: 'GET', url: `/unsubscribe/${candidate}` });
      expect(page.statusCode, candidate).toBe(404);
      expect(page.body).toContain('This link does not work.');
      expect((await oneClick(`/unsubscribe/${candidate}`)).statusCode, candidate).toBe(404);
    }
    expect(await isMailOff(bob.id)).toBe(false);
    expect(await isMailOff(ada.id)).toBe(false);

    // Ada's own token turns off Ada's mail alone.
    expect((await oneClick(`/unsubscribe/${token}`)).statusCode).toBe(200);
    expect(await isMailOff(ada.id)).toBe(true);
    expect(await isMailOff(bob.id)).toBe(false);
  });

  it('answers 404 for the link of a deleted account', async () => {
    const gone = await buildUser(t, { emailVerified: true });
    await t.db.kysely.deleteFrom('user').where('id', '=', gone.id).execute();
    expect((await inject({ method: 'GET', url: pathOf(gone.id) })).statusCode).toBe(404);
    expect((await oneClick(pathOf(gone.id))).statusCode).toBe(404);
  });

  it.each([
    ['another site’s page', { origin: 'https://evil.example' }, ONE_CLICK, 403],
    ['a cross-site browser request without Origin', { 'sec-fetch-site': 'cross-site' }, ONE_CLICK, 403],
    ['an empty body', {}, '', 400],
    ['another field', {}, 'unsubscribe=yes', 400],
    ['another value', {}, 'List-Unsubscribe=Yes', 400],
    ['JSON', { 'content-type': 'application/json' }, '{"List-Unsubscribe":"One-Click"}', 415],
  ])('refuses a POST from %s and changes nothing', async (_case, headers, payload, status) => {
    const owner = await buildUser(t, { emailVerified: true });
    const response = await oneClick(pathOf(owner.id), headers, payload);
    expect(response.statusCode).toBe(status);
    expect(await isMailOff(owner.id)).toBe(false);
  });

  it('accepts a POST from its own page', async () => {
    const owner = await buildUser(t, { emailVerified: true });
    const response = await oneClick(pathOf(owner.id), { origin: 'https://tips.example.org' });
    expect(response.statusCode).toBe(200);
    expect(await isMailOff(owner.id)).toBe(true);
  });

  it('limits the one-click POST per client address', async () => {
    const owner = await buildUser(t, { emailVerified: true });
    const remoteAddress = '10.98.0.1';
    const statuses: number[] = [];
    for (let sent = 0; sent <= UNSUBSCRIBE_PER_ADDRESS.max; sent += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: pathOf(owner.id),
        payload: ONE_CLICK,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, -1).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
