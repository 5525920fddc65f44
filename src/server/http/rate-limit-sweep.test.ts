import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { deleteRunOutCounters, sweepRateLimits } from './rate-limit-store.js';

describe.each(DIALECTS)('run-out rate-limit counters on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const counter = (key: string, resetAt: number) =>
    t.db.kysely.insertInto('rate_limits').values({ key, hits: 3, reset_at: resetAt }).execute();
  const keys = async (prefix: string) =>
    (await t.db.kysely.selectFrom('rate_limits').select('key').where('key', 'like', `${prefix}%`).execute())
      .map((row) => row.key)
      .sort();

  it('are deleted, and counters still counting are left', async () => {
    await counter('sweep:run-out', Date.now() - 1);
    await counter('sweep:counting', Date.now() + 60_000);
    await deleteRunOutCounters(t.db);
    expect(await keys('sweep:')).toEqual(['sweep:counting']);
  });

  it('are deleted on a timer, not by the requests that count hits', async () => {
    const warnings: object[] = [];
    const sweep = sweepRateLimits(t.db, { warn: (object) => warnings.push(object) }, 10);
    await counter('timer:run-out', Date.now() - 1);
    await expect.poll(() => keys('timer:')).toEqual([]);
    await sweep.stop();
    expect(warnings).toEqual([]);
  });
});
