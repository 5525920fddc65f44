import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer, type TestSmtpServer } from '../support/smtp';
import { createAccount } from './support/accounts';
import { e2eDatabases } from './support/environment';
import { createTemporaryDatabase, type TemporaryDatabase } from './support/postgres-database';
import { startTiplistServer, type TiplistServer } from './support/tiplist-server';

const SUBMISSIONS = 240;
const AT_ONCE = 12;
/** The process is killed once this many submissions have been acknowledged, with more in flight. */
const KILL_AFTER = 80;

/** Signs in through the API and answers a fetch that carries the session cookie and our origin. */
async function ownerCalls(url: string, email: string, password: string) {
  const signIn = await fetch(`${url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Origin: url },
    body: JSON.stringify({ email, password }),
  });
  expect(signIn.status).toBe(200);
  const cookie = signIn.headers
    .getSetCookie()
    .map((entry) => entry.split(';')[0])
    .join('; ');
  return (pathname: string, init: RequestInit = {}) =>
    fetch(`${url}${pathname}`, {
      ...init,
      headers: { 'Content-Type': 'application/json', Origin: url, cookie },
    });
}

/**
 * Friends' submissions, many at once and each from its own address (behind a trusted proxy), until the
 * process dies: the contents of those the server answered 201 to.
 */
async function burstUntilKilled(server: TiplistServer, tripId: string): Promise<string[]> {
  const acknowledged: string[] = [];
  let next = 0;
  let killing: Promise<void> | undefined;
  const send = async (n: number) => {
    const content = `Acknowledged tip number ${n}`;
    try {
      const response = await fetch(`${server.url}/api/public/trips/${tripId}/recommendations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': `10.77.${n >> 8}.${n & 255}` },
        body: JSON.stringify({ entries: [{ category: 'eat', content }], contributor_name: 'Friend' }),
      });
      if (response.status === 201) acknowledged.push(content);
      else if (!killing) throw new Error(`Submission ${n} answered ${response.status}`);
    } catch (error) {
      // After the kill, requests fail on the way: they were never acknowledged.
      if (!killing) throw error;
    }
    if (acknowledged.length >= KILL_AFTER) killing ??= server.kill();
  };
  const worker = async () => {
    while (next < SUBMISSIONS && !killing) await send((next += 1));
  };
  await Promise.all(Array.from({ length: AT_ONCE }, worker));
  await (killing ?? server.kill());
  return acknowledged;
}

describe.each(e2eDatabases())('writes acknowledged before kill -9 on %s', (database) => {
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
    const server = await startTiplistServer({
      smtpUrl: smtp.url,
      databaseUrl: postgres?.url,
      dataDir,
      env: { TRUST_PROXY: 'true' },
    });
    running.push(server);
    return server;
  };

  it('are all there after a restart, in a database that passes its integrity check', async () => {
    const first = await start();
    const account = await createAccount(first.url, { first_name: 'Rosa' });
    const owner = await ownerCalls(first.url, account.email, account.password);
    const created = await owner('/api/trips', {
      method: 'POST',
      body: JSON.stringify({ destination: 'Naples' }),
    });
    const { trip } = (await created.json()) as { trip: { id: string } };

    const acknowledged = await burstUntilKilled(first, trip.id);
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

    const second = await start();
    const after = await ownerCalls(second.url, account.email, account.password);
    const detail = (await (await after(`/api/trips/${trip.id}`)).json()) as {
      recommendations: { content: string }[];
    };
    const stored = new Set(detail.recommendations.map((tip) => tip.content));
    expect(acknowledged.filter((content) => !stored.has(content))).toEqual([]);
    console.log(
      `kill -9 on ${database}: ${acknowledged.length} submissions acknowledged, all ${acknowledged.length} found after the restart (${stored.size} stored in all)`,
    );

    if (database === 'sqlite') {
      const db = new Database(path.join(dataDir, 'tiplist.sqlite'), { readonly: true });
      try {
        expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      } finally {
        db.close();
      }
    }
  });
});
