import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, errorOf, type ApiClient } from '../../../../tests/support/api.js';
import { buildUser, type BuiltUser } from '../../../../tests/support/factories/users.js';
import { freePort } from '../../../../tests/support/free-port.js';
import { watchSockets } from '../../../../tests/support/socket-watch.js';
import { sendJson, startStandInServer } from '../../../../tests/support/stand-in-server.js';
import { createTestApp, type TestApp } from '../../../../tests/support/test-app.js';
import { DIALECTS } from '../../../../tests/support/test-database.js';
import { WEBHOOK_TESTS_PER_ACCOUNT } from '../../http/rate-limits.js';

const TEST_PATH = '/api/profile/notifications/webhook-test';
const save = (client: ApiClient, url: string, format = 'json') =>
  client.put('/api/profile/notifications', { email_on: true, webhook_url: url, webhook_format: format });

describe.each(DIALECTS)('“Send a test” of a webhook on %s', (dialect) => {
  let receiver: Awaited<ReturnType<typeof startStandInServer>>;
  // The receiver is on 127.0.0.1: this server allows private addresses, as a LAN's self-hoster's does.
  let lan: TestApp;
  let strict: TestApp;
  beforeAll(async () => {
    receiver = await startStandInServer('127.0.0.1', (_request, response) => sendJson(response, 200, {}));
    [lan, strict] = await Promise.all([
      createTestApp(dialect, { WEBHOOK_ALLOW_PRIVATE: 'true', PUBLIC_URL: 'https://tiplist.example.org' }),
      createTestApp(dialect),
    ]);
  });
  afterAll(async () => {
    await Promise.all([lan.close(), strict.close()]);
    await receiver.close();
  });

  const ownerOn = async (t: TestApp) => {
    const user = await buildUser(t, { emailVerified: true });
    return { user, client: apiClient(t, user.cookie) };
  };

  it('sends the sample notice to the saved webhook, as JSON', async () => {
    const { client } = await ownerOn(lan);
    expect((await save(client, `${receiver.url}/hooks/tiplist`)).statusCode).toBe(200);
    receiver.requests.length = 0;
    const response = await client.post(TEST_PATH, {});
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ ok: true });
    expect(receiver.requests).toHaveLength(1);
    const [request] = receiver.requests;
    expect(request?.url.pathname).toBe('/hooks/tiplist');
    expect(request?.body).toEqual({
      title: 'This is a test from Tiplist',
      message: expect.stringContaining('a message like this one'),
      url: 'https://tiplist.example.org/',
      trip: { id: '00000000-0000-0000-0000-000000000000', destination: 'Example trip' },
      tips: [{ category: 'eat', content: 'An example tip', contributor_name: null }],
    });
  });

  it('sends it in the saved format', async () => {
    const { client } = await ownerOn(lan);
    await save(client, `${receiver.url}/tiplist-topic`, 'ntfy');
    receiver.requests.length = 0;
    expect((await client.post(TEST_PATH, {})).statusCode).toBe(200);
    expect(receiver.requests[0]?.body).toMatchObject({
      topic: 'tiplist-topic',
      title: 'This is a test from Tiplist',
    });
  });

  it('answers 502 with the reason when the webhook fails', async () => {
    const { client } = await ownerOn(lan);
    await save(client, `${receiver.url}/broken`);
    receiver.answerWith((_request, response) => sendJson(response, 500, {}));
    try {
      const failed = await client.post(TEST_PATH, {});
      expect(failed.statusCode).toBe(502);
      expect(errorOf(failed)).toEqual({
        code: 'WEBHOOK_FAILED',
        message: 'The webhook answered 500 Internal Server Error.',
      });
    } finally {
      receiver.answerWith((_request, response) => sendJson(response, 200, {}));
    }
    await save(client, `http://127.0.0.1:${await freePort()}/nobody`);
    const refused = await client.post(TEST_PATH, {});
    expect(refused.statusCode).toBe(502);
    expect(errorOf(refused).message).toBe('The webhook’s server refused the connection.');
  });

  it('answers 422 when no webhook is saved', async () => {
    const { client } = await ownerOn(strict);
    const response = await client.post(TEST_PATH, {});
    expect(response.statusCode).toBe(422);
    expect(errorOf(response)).toEqual({
      code: 'WEBHOOK_REFUSED',
      message: 'Save a webhook URL first, then send a test to it.',
    });
  });

  it('refuses, sending nothing, a saved address the server no longer allows', async () => {
    // Saved while WEBHOOK_ALLOW_PRIVATE was on; it is off now.
    const refusedWith = async (url: string) => {
      const { user, client } = await ownerOn(strict);
      await setWebhook(strict, user, url);
      return client.post(TEST_PATH, {});
    };
    const sockets = watchSockets();
    let http, loopback, lan10;
    try {
      http = await refusedWith(`${receiver.url}/hook`);
      loopback = await refusedWith('https://127.0.0.1/hook');
      lan10 = await refusedWith('https://10.0.0.9/hook');
    } finally {
      sockets.stop();
    }
    expect(http.statusCode).toBe(422);
    expect(errorOf(http).message).toMatch(/must start with https:\/\//);
    for (const response of [loopback, lan10]) {
      expect(response.statusCode).toBe(422);
      expect(errorOf(response).code).toBe('WEBHOOK_REFUSED');
      expect(errorOf(response).message).toMatch(/private, local or reserved/);
    }
    // Only the database was spoken to (PostgreSQL on 127.0.0.1:5432), never a webhook's address.
    expect(sockets.opened.filter(({ port }) => port !== 5432)).toEqual([]);
  });

  it('is limited per account', async () => {
    const { client } = await ownerOn(strict);
    for (let attempt = 0; attempt < WEBHOOK_TESTS_PER_ACCOUNT.max; attempt++) {
      expect((await client.post(TEST_PATH, {})).statusCode).toBe(422);
    }
    const limited = await client.post(TEST_PATH, {});
    expect(limited.statusCode).toBe(429);
    expect(errorOf(limited).message).toBe('Too many test notifications. Please try again in an hour.');
    // Another account is not held back by it.
    expect((await (await ownerOn(strict)).client.post(TEST_PATH, {})).statusCode).toBe(422);
  });
});

async function setWebhook(t: TestApp, user: BuiltUser, url: string) {
  await t.db.kysely
    .insertInto('notification_settings')
    .values({
      user_id: user.id,
      webhook_url: url,
      webhook_format: 'json',
      updated_at: new Date().toISOString(),
    })
    .execute();
}
