import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationSettings } from '../../../shared/contracts/notifications.js';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { buildTrip } from '../../../../tests/support/factories/trips.js';
import { buildUser, type BuiltUser, DEFAULT_PASSWORD } from '../../../../tests/support/factories/users.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';

const PATH = '/api/profile/notifications';
const hook = (more: Record<string, unknown> = {}) => ({
  email_on: true,
  webhook_url: 'https://hooks.example.org/tiplist',
  webhook_format: 'json',
  ...more,
});

describe.each(DIALECTS)('Profile → Notifications on %s', (dialect) => {
  let t: TestApp;
  let verified: BuiltUser;
  let owner: ApiClient;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    verified = await buildUser(t, { emailVerified: true });
    owner = apiClient(t, verified.cookie);
  });
  afterAll(() => t.close());

  const settingsRows = (userId: string) =>
    t.db.kysely.selectFrom('notification_settings').selectAll().where('user_id', '=', userId).execute();
  const settingsOf = async (client: ApiClient) => (await client.get(PATH)).json<NotificationSettings>();

  it('starts with mail on, no webhook and no problem, privately', async () => {
    const response = await owner.get(PATH);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    expect(response.json()).toEqual({
      email: { on: true, verified: true },
      webhook: { url: null, format: 'json' },
      problem: null,
    });
  });

  it('saves mail off and a webhook with its format, and reads them back', async () => {
    const saved = await owner.put(PATH, hook({ email_on: false, webhook_format: 'ntfy' }));
    expect(saved.statusCode).toBe(200);
    const expected = {
      email: { on: false, verified: true },
      webhook: { url: 'https://hooks.example.org/tiplist', format: 'ntfy' },
      problem: null,
    };
    expect(saved.json()).toEqual(expected);
    expect(await settingsOf(owner)).toEqual(expected);
    // Blank is none.
    const cleared = await owner.put(PATH, hook({ webhook_url: '  ', webhook_format: 'slack' }));
    expect(cleared.json<NotificationSettings>().webhook).toEqual({ url: null, format: 'slack' });
    expect((await owner.put(PATH, hook({ webhook_url: null }))).json<NotificationSettings>().email.on).toBe(
      true,
    );
  });

  it.each([
    ['http without WEBHOOK_ALLOW_PRIVATE', 'http://hooks.example.org/t', 'must start with https://'],
    ['file:', 'file:///etc/passwd', 'must start with https://'],
    ['javascript:', 'javascript:alert(1)', 'must start with https://'],
    ['not an address', 'hooks.example.org/t', 'is not a web address'],
    ['a loopback address', 'https://127.0.0.1:8080/hook', 'private, local or reserved'],
    ['a private address', 'https://192.168.1.20/hook', 'private, local or reserved'],
    ['a link-local address', 'https://169.254.169.254/latest', 'private, local or reserved'],
    ['an IPv6 loopback', 'https://[::1]/hook', 'private, local or reserved'],
    ['an IPv6 unique local address', 'https://[fd00::1]/hook', 'private, local or reserved'],
    ['a URL too long', `https://hooks.example.org/${'a'.repeat(2000)}`, 'at most 2000 characters'],
  ])('refuses %s with a clear message, and keeps what was saved', async (_name, url, message) => {
    await owner.put(PATH, hook());
    const response = await owner.put(PATH, hook({ webhook_url: url }));
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
    expect(errorOf(response).fields?.webhook_url).toContain(message);
    expect((await settingsOf(owner)).webhook.url).toBe('https://hooks.example.org/tiplist');
  });

  it.each([
    ['an unknown format', hook({ webhook_format: 'teams' }), 'one of json, ntfy, discord, slack'],
    ['a missing switch', { webhook_url: null, webhook_format: 'json' }, 'Say whether you want e-mails'],
    ['a number for the URL', hook({ webhook_url: 42 }), 'must be text, or null'],
    ['an unknown field', { ...hook(), secret: 'x' }, 'Unknown field: secret'],
  ])('refuses %s', async (_name, body, message) => {
    const response = await owner.put(PATH, body);
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).message).toContain(message);
  });

  it('lets an unverified account save its webhook, but not switch mails it cannot get', async () => {
    const unverified = apiClient(t, (await buildUser(t)).cookie);
    expect(await settingsOf(unverified)).toMatchObject({ email: { on: true, verified: false } });
    const off = await unverified.put(PATH, hook({ email_on: false }));
    expect(off.statusCode).toBe(409);
    expect(errorOf(off).message).toMatch(/^Verify your e-mail address first/);
    const saved = await unverified.put(PATH, hook());
    expect(saved.statusCode).toBe(200);
    expect(saved.json<NotificationSettings>().webhook.url).toBe('https://hooks.example.org/tiplist');
  });

  it('keeps one account’s settings from another', async () => {
    await owner.put(PATH, hook({ webhook_url: 'https://hooks.example.org/mine' }));
    const stranger = apiClient(t, (await buildUser(t, { emailVerified: true })).cookie);
    expect((await settingsOf(stranger)).webhook.url).toBeNull();
    expect((await apiClient(t).get(PATH)).statusCode).toBe(401);
  });

  it('answers a write whose account was deleted on its way as signed out, and saves nothing', async () => {
    const user = await buildUser(t, { emailVerified: true });
    const client = apiClient(t, user.cookie);
    // The session is remembered, as for a request that passed its check just before the deletion.
    expect((await client.get(PATH)).statusCode).toBe(200);
    await t.db.kysely.deleteFrom('user').where('id', '=', user.id).execute();
    const response = await client.put(PATH, hook());
    expect(response.statusCode, response.body).toBe(401);
    expect(errorOf(response).code).toBe('UNAUTHORIZED');
    expect(await settingsRows(user.id)).toEqual([]);
  });

  it('answers writes in flight while the account is deleted as saved or signed out, and keeps none', async () => {
    for (let round = 0; round < 3; round += 1) {
      const user = await buildUser(t, { emailVerified: true });
      const client = apiClient(t, user.cookie);
      const writes = (n: number) =>
        Promise.all(Array.from({ length: n }, (_, i) => client.put(PATH, hook({ email_on: i % 2 === 0 }))));
      const before = writes(4);
      const deletion = client.post('/api/profile/deletion', { password: DEFAULT_PASSWORD });
      const during = writes(4);
      expect((await deletion).statusCode).toBe(200);
      for (const response of [...(await before), ...(await during)]) {
        expect([200, 401], response.body).toContain(response.statusCode);
      }
      expect((await client.put(PATH, hook())).statusCode).toBe(401);
      expect(await settingsRows(user.id)).toEqual([]);
    }
  });

  describe('the problem line', () => {
    async function seedDeliveries(user: BuiltUser, rows: Delivery[]) {
      const { trip } = await buildTrip(t, { owner: user });
      for (const [index, row] of rows.entries()) {
        const batchId = randomUUID();
        const createdAt = new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString();
        await t.db.kysely
          .insertInto('notification_batches')
          .values({
            id: batchId,
            trip_id: trip.id,
            user_id: user.id,
            opened_at: createdAt,
            due_at: createdAt,
          })
          .execute();
        await t.db.kysely
          .insertInto('notification_deliveries')
          .values({
            id: randomUUID(),
            batch_id: batchId,
            user_id: user.id,
            channel: row.channel,
            message_id: `<${randomUUID()}@tiplist.test>`,
            attempts: row.error ? 3 : 1,
            next_attempt_at: createdAt,
            last_error: row.error ?? null,
            sent_at: row.sent ? createdAt : null,
            gave_up_at: row.gaveUp ? new Date(Date.UTC(2026, 10, 2, 12, index)).toISOString() : null,
            created_at: createdAt,
          })
          .execute();
      }
    }
    const problemOf = async (rows: Delivery[]) => {
      const user = await buildUser(t, { emailVerified: true });
      await seedDeliveries(user, rows);
      return (await settingsOf(apiClient(t, user.cookie))).problem;
    };

    it('shows the latest failure still being retried', async () => {
      expect(
        await problemOf([
          { channel: 'webhook', sent: true },
          { channel: 'webhook', error: 'The webhook answered 500 Internal Server Error.' },
        ]),
      ).toEqual({
        channel: 'webhook',
        message: 'The webhook answered 500 Internal Server Error.',
        at: '2026-11-01T12:01:00.000Z',
        given_up: false,
      });
    });

    it('shows a failure given up, with when', async () => {
      expect(
        await problemOf([{ channel: 'email', error: 'The mail server refused the message.', gaveUp: true }]),
      ).toEqual({
        channel: 'email',
        message: 'The mail server refused the message.',
        at: '2026-11-02T12:00:00.000Z',
        given_up: true,
      });
    });

    it('shows nothing once a later notice on the same channel went through', async () => {
      expect(
        await problemOf([
          { channel: 'webhook', error: 'The webhook did not answer within 5 s.', gaveUp: true },
          { channel: 'webhook', sent: true },
        ]),
      ).toBeNull();
    });

    it('does not let a success on one channel hide a failure on the other', async () => {
      expect(
        await problemOf([
          { channel: 'webhook', error: 'The webhook’s server refused the connection.' },
          { channel: 'email', sent: true },
        ]),
      ).toMatchObject({ channel: 'webhook', given_up: false });
    });

    it('shows nothing for deliveries not yet tried, and none of another account’s', async () => {
      expect(await problemOf([{ channel: 'email' }])).toBeNull();
      const other = await buildUser(t, { emailVerified: true });
      await seedDeliveries(other, [{ channel: 'webhook', error: 'Theirs.' }]);
      expect((await settingsOf(owner)).problem).toBeNull();
    });
  });
});

interface Delivery {
  channel: 'email' | 'webhook';
  error?: string;
  sent?: boolean;
  gaveUp?: boolean;
}
