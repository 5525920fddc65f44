import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailParts } from '../support/mail-parts';
import { headerOf } from '../support/notifications';
import { startSmtpServer, subjectOf, type TestSmtpServer } from '../support/smtp';
import { accountInContext, createAccount, verifyMailedAddress } from './support/accounts';
import { e2eDatabases, oneE2eDatabase, useE2eEnvironment } from './support/environment';
import { friendContext, friendPage } from './support/friends';
import { inspectPage } from './support/inspect-page';
import { waitForPath } from './support/page-helpers';
import { createTemporaryDatabase, type TemporaryDatabase } from './support/postgres-database';
import { databaseConfigOf } from './support/stored-tips';
import { startTiplistServer, SQLITE_FILE, type TiplistServer } from './support/tiplist-server';
import { tripsApi } from './support/trips';
import { openDatabase } from '../../src/server/db/database';

/** Short, so a test waits seconds for its batch: the mail leaves within one window and one round. */
const NOTIFY_BATCH_SECONDS = '2';
const NEW_TIPS_MAIL = /new tips? for/;

/** A friend's send straight through the API, as the friend page makes it. */
async function sendTips(serverUrl: string, tripId: string, name: string, content: string) {
  const response = await fetch(`${serverUrl}/api/public/trips/${tripId}/recommendations`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: serverUrl },
    body: JSON.stringify({ entries: [{ category: 'do', content }], contributor_name: name }),
  });
  expect(response.status).toBe(201);
}

describe.each(oneE2eDatabase('postgres'))('an owner hears of new tips by mail on %s', (database) => {
  const env = useE2eEnvironment(database, { serverEnv: () => Promise.resolve({ NOTIFY_BATCH_SECONDS }) });

  it('gets one mail naming both friends of one window, and its link turns these mails off', async () => {
    const ownerContext = await env().newContext();
    const owner = await accountInContext(ownerContext, env(), { emailVerified: true, first_name: 'Rosa' });
    const trip = await tripsApi(ownerContext, env().serverUrl).createTrip('Lisbon');

    const page = await (await friendContext(env())).newPage();
    const ui = friendPage(page);
    await page.goto(`/hello/${trip.id}`);
    await ui.tab('Eat').click();
    await ui.entry('Eat', 1).fill('Pastéis de Belém, still warm');
    await ui.submit.click();
    await ui.nameField.fill('Ana');
    await ui.send.click();
    await waitForPath(page, '/thank-you');
    await sendTips(env().serverUrl, trip.id, 'Luis', 'Tram 28 before eight');

    const mail = await env().mail.waitForMail(owner.email, NEW_TIPS_MAIL, 20_000);
    expect(subjectOf(mail)).toBe('2 new tips for Lisbon');
    const { text, html } = mailParts(mail);
    for (const part of [text, html]) {
      expect(part).toContain('Ana');
      expect(part).toContain('Luis');
      expect(part).toContain('Pastéis de Belém, still warm');
      expect(part).toContain('Tram 28 before eight');
    }
    expect(text).toContain(`Open your trip: ${env().serverUrl}/trip/${trip.id}`);
    // PUBLIC_URL is plain http here: the link is offered, the one-click POST (https only) is not.
    const link = headerOf(mail, 'List-Unsubscribe')?.slice(1, -1) ?? '';
    expect(link.startsWith(`${env().serverUrl}/unsubscribe/`)).toBe(true);
    expect(headerOf(mail, 'List-Unsubscribe-Post')).toBeUndefined();
    expect(text).toContain(link);

    const visitor = await env().newPage();
    await visitor.goto(link);
    await visitor.getByRole('heading', { level: 1, name: 'Stop mails about new tips?' }).waitFor();
    await inspectPage(visitor, 'unsubscribe-ask');
    await visitor.getByRole('button', { name: 'Turn these mails off' }).click();
    await visitor.getByRole('heading', { level: 1, name: 'You will no longer get these mails.' }).waitFor();
    await visitor.getByText('Profile → Notifications').waitFor();
    await inspectPage(visitor, 'unsubscribe-done');
    const settings = await env()
      .db()
      .kysely.selectFrom('notification_settings')
      .select('is_email_off')
      .where('user_id', '=', owner.id)
      .executeTakeFirst();
    expect(settings?.is_email_off).toBe(true);
    const newTipsMails = env().mail.mails.filter(
      (received) => received.to.includes(owner.email) && NEW_TIPS_MAIL.test(subjectOf(received)),
    );
    expect(newTipsMails).toHaveLength(1);

    const altered = await env().newPage();
    const response = await altered.goto(`${link.slice(0, -2)}xx`);
    expect(response?.status()).toBe(404);
    await altered.getByRole('heading', { level: 1, name: 'This link does not work.' }).waitFor();
  });
});

describe.each(e2eDatabases())('tips stored before kill -9 on %s', (database) => {
  let smtp: TestSmtpServer;
  let postgres: TemporaryDatabase | undefined;
  let dataDir: string;
  const running: TiplistServer[] = [];
  beforeAll(async () => {
    smtp = await startSmtpServer();
    postgres = database === 'postgres' ? await createTemporaryDatabase() : undefined;
    dataDir = await mkdtemp(path.join(tmpdir(), 'tiplist-e2e-'));
  });
  afterAll(async () => {
    for (const server of running) await server.stop();
    await postgres?.drop();
    await smtp.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  const start = async () => {
    const env = { NOTIFY_BATCH_SECONDS, ...(postgres ? { AUTH_SECRET: 'a'.repeat(48) } : {}) };
    const server = await startTiplistServer({ smtpUrl: smtp.url, databaseUrl: postgres?.url, dataDir, env });
    running.push(server);
    return server;
  };

  it('are still told by mail after the restart', async () => {
    const first = await start();
    const account = await createAccount(first.url, { first_name: 'Rosa' });
    await verifyMailedAddress(first.url, smtp, account.email);
    const signIn = await fetch(`${first.url}/api/auth/sign-in/email`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const cookie = signIn.headers
      .getSetCookie()
      .map((entry) => entry.split(';')[0])
      .join('; ');
    const created = await fetch(`${first.url}/api/trips`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Origin: first.url, cookie },
      body: JSON.stringify({ destination: 'Naples' }),
    });
    const { trip } = (await created.json()) as { trip: { id: string } };

    await sendTips(first.url, trip.id, 'Ana', 'Pizza at Da Michele');
    await first.kill();
    const db = openDatabase(databaseConfigOf(postgres?.url ?? `file:${path.join(dataDir, SQLITE_FILE)}`), {
      poolSize: 1,
    });
    try {
      const batch = await db.kysely
        .selectFrom('notification_batches')
        .select('composed_at')
        .where('trip_id', '=', trip.id)
        .executeTakeFirstOrThrow();
      // Killed before the batch was due: nothing of it had been told.
      expect(batch.composed_at).toBeNull();
    } finally {
      await db.close();
    }

    await start();
    const mail = await smtp.waitForMail(account.email, NEW_TIPS_MAIL, 20_000);
    expect(subjectOf(mail)).toBe('1 new tip for Naples');
    expect(mailParts(mail).text).toContain('Pizza at Da Michele');
  });
});
