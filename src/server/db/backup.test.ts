import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import Sqlite from 'better-sqlite3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient } from '../../../tests/support/api.js';
import { buildTrip } from '../../../tests/support/factories/trips.js';
import { buildUser } from '../../../tests/support/factories/users.js';
import { createTestApp, TEST_AUTH_SECRET, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';

const root = path.resolve(import.meta.dirname, '../../..');
const AT_ONCE = 8;
/** The backup starts once this many submissions have been acknowledged. */
const BACKUP_AFTER = 40;

/** `npm run backup -- …` as an operator runs it beside the server: its exit code and what it printed. */
async function backup(env: Record<string, string>, ...args: string[]) {
  try {
    const { stdout } = await promisify(execFile)('node', ['scripts/backup.mjs', ...args], {
      cwd: root,
      env: { PATH: process.env.PATH, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
  }
}

describe.runIf(DIALECTS.includes('sqlite'))('npm run backup on SQLite', () => {
  let t: TestApp;
  let folder: string;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
    folder = await mkdtemp(path.join(tmpdir(), 'tiplist-backup-'));
    if (t.config.database.dialect !== 'sqlite') throw new Error('a SQLite app was asked for');
    env = { DATABASE_URL: `file:${t.config.database.file}`, DATA_DIR: t.config.dataDir };
  });
  afterAll(async () => {
    await t.close();
    await rm(folder, { recursive: true, force: true });
  });

  it('copies the database during a burst of submissions, and a new instance on the copy has every write acknowledged before it began', async () => {
    const { owner, trip } = await buildTrip(t, { owner: await buildUser(t) });
    const acknowledged: string[] = [];
    let before: string[] | undefined;
    let duringBackup = 0;
    let running: Promise<{ code: number; out: string }> | undefined;
    let finished = false;
    let sent = 0;
    const copy = path.join(folder, 'tiplist-copy.sqlite');
    const friend = async () => {
      while (!finished) {
        const n = (sent += 1);
        const content = `Acknowledged tip number ${n}`;
        const response = await t.app.inject({
          method: 'POST',
          url: `/api/public/trips/${trip.id}/recommendations`,
          remoteAddress: `127.1.${n >> 8}.${n & 255}`,
          payload: { entries: [{ category: 'eat', content }], contributor_name: 'Friend' },
        });
        expect(response.statusCode).toBe(201);
        acknowledged.push(content);
        if (before) duringBackup += 1;
        if (acknowledged.length >= BACKUP_AFTER && !running) {
          before = [...acknowledged];
          running = backup(env, copy).finally(() => (finished = true));
        }
      }
    };
    await Promise.all(Array.from({ length: AT_ONCE }, friend));
    const result = await (running as Promise<{ code: number; out: string }>);
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain(`to ${copy} (`);
    expect(result.out).toContain(`the file ${path.join(t.config.dataDir, 'auth-secret')}`);
    // The server kept taking writes while the copy was made.
    expect(duringBackup).toBeGreaterThan(0);

    const check = new Sqlite(copy, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();

    const restoredDir = await mkdtemp(path.join(folder, 'restored-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      PLACES_PROVIDER: 'offline',
      DATA_DIR: restoredDir,
      DATABASE_URL: `file:${copy}`,
      AUTH_SECRET: TEST_AUTH_SECRET,
    });
    const restored = await buildApp({ ...config, webDir: undefined });
    try {
      // The owner's session came along with the data: the same cookie reads the trip on the copy.
      const detail = await apiClient({ ...t, ...restored }, owner.cookie).get(`/api/trips/${trip.id}`);
      expect(detail.statusCode).toBe(200);
      const stored = new Set(
        detail.json<{ recommendations: { content: string }[] }>().recommendations.map((tip) => tip.content),
      );
      expect((before ?? []).filter((content) => !stored.has(content))).toEqual([]);
      expect(stored.size).toBeLessThanOrEqual(acknowledged.length);
    } finally {
      await restored.app.close();
    }
  });

  it('explains what it needs, and never writes over the database it copies', async () => {
    const usage = await backup(env);
    expect(usage).toEqual({
      code: 2,
      out: 'Usage: npm run backup -- <file>   (the file to write the copy of the database to)',
    });
    expect((await backup(env, 'a.sqlite', 'b.sqlite')).code).toBe(2);

    if (t.config.database.dialect !== 'sqlite') throw new Error('a SQLite app was asked for');
    const itself = await backup(env, t.config.database.file);
    expect(itself).toEqual({
      code: 1,
      out: `${t.config.database.file} is the database itself: choose another file for the copy.`,
    });
    expect((await backup(env, `${t.config.database.file}-wal`)).code).toBe(1);

    const nowhere = path.join(folder, 'missing', 'copy.sqlite');
    expect(await backup(env, nowhere)).toEqual({
      code: 1,
      out: `The folder ${path.dirname(nowhere)} does not exist.`,
    });
    expect(await backup(env, folder)).toEqual({
      code: 1,
      out: `${folder} is a folder: give the name of the file to write.`,
    });

    const absent = path.join(folder, 'never-made.sqlite');
    expect(await backup({ ...env, DATABASE_URL: `file:${absent}` }, path.join(folder, 'x.sqlite'))).toEqual({
      code: 1,
      out: `There is no database at ${absent}.`,
    });
  });

  it('replaces an older copy whole, and says where AUTH_SECRET lives when it is set', async () => {
    const copy = path.join(folder, 'nightly.sqlite');
    await writeFile(copy, 'yesterday');
    const result = await backup({ ...env, AUTH_SECRET: TEST_AUTH_SECRET }, copy);
    expect(result.code, result.out).toBe(0);
    expect(result.out).toContain('The auth secret is in the AUTH_SECRET setting');
    const check = new Sqlite(copy, { readonly: true });
    expect(check.pragma('integrity_check', { simple: true })).toBe('ok');
    check.close();
  });
});

describe('npm run backup on PostgreSQL', () => {
  it('says to use pg_dump, and how, without writing anything', async () => {
    const result = await backup(
      { DATABASE_URL: 'postgres://tiplist@127.0.0.1:5432/tiplist', AUTH_SECRET: TEST_AUTH_SECRET },
      'copy.sqlite',
    );
    expect(result.code).toBe(1);
    expect(result.out).toContain('pg_dump --format=custom --file=tiplist.dump "$DATABASE_URL"');
    expect(result.out).toContain('pg_restore --no-owner --dbname="$DATABASE_URL" tiplist.dump');
  });
});
