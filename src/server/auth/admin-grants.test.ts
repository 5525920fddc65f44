import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createSecondInstance,
  createTestApp,
  signUp,
  TEST_AUTH_SECRET,
  type TestApp,
} from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { markAddressVerified } from '../../../tests/support/verified-accounts.js';

const LISTED = 'listed-admin@example.com';
const root = path.resolve(import.meta.dirname, '../../..');

describe.each(DIALECTS)('admin rights on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { ADMIN_EMAILS: LISTED });
  });
  afterAll(() => t.close());

  const roleOf = async (id: string) =>
    (await t.db.kysely.selectFrom('user').select('role').where('id', '=', id).executeTakeFirstOrThrow()).role;

  /** `npm run admin -- …` on the test app's database, as an operator runs it beside the server. */
  const admin = async (...args: string[]) => {
    const env = {
      ...process.env,
      DATABASE_URL:
        t.config.database.dialect === 'sqlite' ? `file:${t.config.database.file}` : t.config.database.url,
      DATA_DIR: t.config.dataDir,
      AUTH_SECRET: TEST_AUTH_SECRET,
      ADMIN_EMAILS: LISTED,
      LOG_LEVEL: 'silent',
      ...(t.schema ? { PGOPTIONS: `-c search_path=${t.schema}` } : {}),
    };
    try {
      const { stdout } = await promisify(execFile)('node', ['scripts/admin.mjs', ...args], {
        cwd: root,
        env,
      });
      return { code: 0, out: stdout.trim() };
    } catch (error) {
      const failed = error as { code: number; stdout: string; stderr: string };
      return { code: failed.code, out: `${failed.stdout}${failed.stderr}`.trim() };
    }
  };

  it('grants and revokes admin rights from the command line, to verified accounts only', async () => {
    const unknown = await admin('grant', 'nobody-at-all@example.com');
    expect(unknown).toEqual({ code: 1, out: 'No account has the address nobody-at-all@example.com.' });

    const account = await signUp(t);
    const unverified = await admin('grant', account.email);
    expect(unverified.code).toBe(1);
    expect(unverified.out).toContain(`${account.email} has not verified its address yet.`);
    expect(await roleOf(account.id)).toBe('user');

    await markAddressVerified(t, account.id);
    expect(await admin('grant', account.email.toUpperCase())).toEqual({
      code: 0,
      out: `${account.email.toUpperCase()} is now an admin.`,
    });
    expect(await roleOf(account.id)).toBe('admin');

    expect(await admin('revoke', account.email)).toEqual({
      code: 0,
      out: `${account.email} is no longer an admin.`,
    });
    expect(await roleOf(account.id)).toBe('user');
    expect((await admin('revoke', account.email)).code).toBe(1);
    expect((await admin('promote', account.email)).code).toBe(2);
  }, 90_000);

  it('keeps at start-up the admins that are verified and listed or granted, and demotes the rest', async () => {
    const listedUnverified = await signUp(t, { email: LISTED });
    const granted = await signUp(t);
    const stale = await signUp(t);
    await markAddressVerified(t, granted.id);
    await t.db.kysely
      .insertInto('admin_grants')
      .values({ user_id: granted.id, granted_at: new Date().toISOString() })
      .execute();
    // As an earlier version left them: roles given by ADMIN_EMAILS alone, or by a listing since removed.
    await t.db.kysely
      .updateTable('user')
      .set({ role: 'admin' })
      .where('id', 'in', [listedUnverified.id, stale.id])
      .execute();

    const restarted = await createSecondInstance(t);
    await restarted.app.close();
    expect(await roleOf(listedUnverified.id)).toBe('user');
    expect(await roleOf(stale.id)).toBe('user');
    expect(await roleOf(granted.id)).toBe('admin');

    await markAddressVerified(t, listedUnverified.id);
    expect(await roleOf(listedUnverified.id)).toBe('admin');
  });
});
