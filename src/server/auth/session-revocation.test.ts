import type { AddressInfo } from 'node:net';
import type { FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { openEventStream } from '../../../tests/support/event-stream.js';
import {
  RESET_MAIL,
  resetLinkIn,
  startSmtpServer,
  type TestSmtpServer,
} from '../../../tests/support/smtp.js';
import {
  createSecondInstance,
  createTestApp,
  jsonRequest,
  signUp,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import type { BuiltApp } from '../app.js';

type Instance = Pick<BuiltApp, 'app'>;

const ownerRead = (instance: Instance, cookie: string) =>
  instance.app.inject(jsonRequest('GET', '/api/trips', undefined, { cookie }));
const signOut = (instance: Instance, cookie: string) =>
  instance.app.inject(jsonRequest('POST', '/api/auth/sign-out', {}, { cookie }));

async function resetPassword(t: TestApp, smtp: TestSmtpServer, email: string): Promise<void> {
  await t.app.inject(jsonRequest('POST', '/api/auth/request-password-reset', { email }));
  const token = new URL(resetLinkIn(await smtp.waitForMail(email, RESET_MAIL))).searchParams.get('token');
  const reset = await t.app.inject(
    jsonRequest('POST', '/api/auth/reset-password', { token, newPassword: 'a-brand-new-secret' }),
  );
  expect(reset.statusCode).toBe(200);
}

async function listen(app: BuiltApp['app']): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe.each(DIALECTS)('ending sessions on %s', (dialect) => {
  let t: TestApp;
  let smtp: TestSmtpServer;
  let base: string;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp(dialect, { SMTP_URL: smtp.url });
    base = await listen(t.app);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('refuses the cookie at once after sign-out, even with a request in flight meanwhile', async () => {
    const { cookie } = await signUp(t);
    expect((await ownerRead(t, cookie)).statusCode).toBe(200);
    // The session is remembered now; a read races the sign-out.
    const [racing, out] = await Promise.all([ownerRead(t, cookie), signOut(t, cookie)]);
    expect([200, 401]).toContain(racing.statusCode);
    expect(out.statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) expect((await ownerRead(t, cookie)).statusCode).toBe(401);
  });

  it('does not remember a lookup that was in flight when the session ended', async () => {
    const { cookie, id } = await signUp(t);
    const request = { headers: { cookie } } as FastifyRequest;
    const inFlight = t.sessions.find(request);
    void t.bus.endSessions({ userId: id });
    // It began before the session ended: it is answered, but not remembered.
    expect(await inFlight).not.toBeNull();
    await t.db.kysely.deleteFrom('session').where('userId', '=', id).execute();
    expect(await t.sessions.find(request)).toBeNull();
  });

  it('signs out one session and leaves the account’s others alone', async () => {
    const { cookie, email, password } = await signUp(t);
    const signIn = await t.app.inject(jsonRequest('POST', '/api/auth/sign-in/email', { email, password }));
    const other = [signIn.headers['set-cookie'] ?? []]
      .flat()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect((await ownerRead(t, other)).statusCode).toBe(200);
    await signOut(t, cookie);
    expect((await ownerRead(t, cookie)).statusCode).toBe(401);
    expect((await ownerRead(t, other)).statusCode).toBe(200);
  });

  it('refuses every session of the account at once after a password reset', async () => {
    const { cookie, email } = await signUp(t);
    expect((await ownerRead(t, cookie)).statusCode).toBe(200);
    await resetPassword(t, smtp, email);
    expect((await ownerRead(t, cookie)).statusCode).toBe(401);
  });

  it('closes the session’s open event streams when it signs out, and a password reset closes them all', async () => {
    const { cookie, email } = await signUp(t);
    const owner = apiClient(t, cookie);
    const tripId = (await owner.post('/api/trips', { destination: 'Bergen' })).json<{
      trip: { id: string };
    }>().trip.id;
    const stream = await openEventStream(`${base}/api/trips/${tripId}/events`, cookie);
    expect((await stream.next()).event).toBe('ready');
    await signOut(t, cookie);
    await expect(stream.next()).rejects.toThrow('the event stream ended');

    const { cookie: fresh } = await signUp(t, { email: `again-${email}` });
    const freshTrip = (await apiClient(t, fresh).post('/api/trips', { destination: 'Oslo' })).json<{
      trip: { id: string };
    }>().trip.id;
    const second = await openEventStream(`${base}/api/trips/${freshTrip}/events`, fresh);
    await second.next();
    await resetPassword(t, smtp, `again-${email}`);
    await expect(second.next()).rejects.toThrow('the event stream ended');
  });

  it('closes a stream when its session runs out, and refuses the cookie from then on', async () => {
    const { cookie, id } = await signUp(t);
    // As if the session had gone unused for a month, all but two seconds.
    const endsAt = Date.now() + 2_000;
    await t.db.kysely
      .updateTable('session')
      .set({ expiresAt: new Date(endsAt).toISOString() })
      .where('userId', '=', id)
      .execute();
    const tripId = (await apiClient(t, cookie).post('/api/trips', { destination: 'Tromsø' })).json<{
      trip: { id: string };
    }>().trip.id;
    const stream = await openEventStream(`${base}/api/trips/${tripId}/events`, cookie);
    expect((await stream.next()).event).toBe('ready');
    await expect(stream.next(10_000)).rejects.toThrow('the event stream ended');
    expect(Date.now()).toBeGreaterThanOrEqual(endsAt);
    expect((await ownerRead(t, cookie)).statusCode).toBe(401);
  });
});

describe.runIf(DIALECTS.includes('postgres'))('ending sessions across instances on postgres', () => {
  let t: TestApp;
  let other: BuiltApp;
  let smtp: TestSmtpServer;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp('postgres', { SMTP_URL: smtp.url });
    other = await createSecondInstance(t);
  });
  afterAll(async () => {
    await other.app.close();
    await t.close();
    await smtp.close();
  });

  it('refuses a cookie signed out on one instance on the other’s next request', async () => {
    for (let round = 0; round < 5; round += 1) {
      const { cookie } = await signUp(t);
      expect((await ownerRead(other, cookie)).statusCode).toBe(200);
      expect((await ownerRead(other, cookie)).statusCode).toBe(200);
      expect((await signOut(t, cookie)).statusCode).toBe(200);
      expect((await ownerRead(other, cookie)).statusCode).toBe(401);
    }
  });

  it('refuses every session on the other instance after a password reset on this one', async () => {
    const { cookie, email } = await signUp(t);
    expect((await ownerRead(other, cookie)).statusCode).toBe(200);
    await resetPassword(t, smtp, email);
    expect((await ownerRead(other, cookie)).statusCode).toBe(401);
  });

  it('closes a stream held open by the other instance when the session signs out here', async () => {
    const base = await listen(other.app);
    const { cookie } = await signUp(t);
    const tripId = (await apiClient(t, cookie).post('/api/trips', { destination: 'Turku' })).json<{
      trip: { id: string };
    }>().trip.id;
    const stream = await openEventStream(`${base}/api/trips/${tripId}/events`, cookie);
    await stream.next();
    await signOut(t, cookie);
    await expect(stream.next()).rejects.toThrow('the event stream ended');
  });
});
