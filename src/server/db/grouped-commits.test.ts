import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { groupedCommits } from './grouped-commits.js';

const counter = (key: string) => ({ key, hits: 1, reset_at: Date.now() + 60_000 });

describe.each(DIALECTS)('writes on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    await signUp(t);
  });
  afterAll(() => t.close());
  const stored = async (prefix: string) =>
    (await t.db.kysely.selectFrom('rate_limits').select('key').where('key', 'like', `${prefix}%`).execute())
      .map((row) => row.key)
      .sort();

  it('answer each caller with its own result, and roll back only the write that fails', async () => {
    // Stored before, so the third write's conflict does not hang on which of two concurrent writes
    // commits first (on PostgreSQL each is a transaction of its own).
    await t.db.write((trx) => trx.insertInto('rate_limits').values(counter('a:0')).execute());
    const results = await Promise.allSettled([
      t.db.write((trx) => trx.insertInto('rate_limits').values(counter('a:1')).returning('key').execute()),
      t.db.write(async (trx) => {
        await trx.insertInto('rate_limits').values(counter('a:2')).execute();
        throw new Error('refused halfway');
      }),
      t.db.write((trx) => trx.insertInto('rate_limits').values(counter('a:0')).execute()),
      t.db.write(async (trx) => {
        await trx.insertInto('rate_limits').values(counter('a:3')).execute();
        return 'third';
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual([
      'fulfilled',
      'rejected',
      'rejected',
      'fulfilled',
    ]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: [{ key: 'a:1' }] });
    expect(results[1]).toMatchObject({ status: 'rejected', reason: new Error('refused halfway') });
    expect(results[3]).toEqual({ status: 'fulfilled', value: 'third' });
    expect(await stored('a:')).toEqual(['a:0', 'a:1', 'a:3']);
  });
});

describe('grouped commits on sqlite', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('let each write of a group see the ones asked for before it', async () => {
    const hits = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.db.write(async (trx) => {
          const row = await trx
            .selectFrom('rate_limits')
            .select('hits')
            .where('key', '=', 'b')
            .executeTakeFirst();
          if (row)
            await trx
              .updateTable('rate_limits')
              .set({ hits: row.hits + 1 })
              .where('key', '=', 'b')
              .execute();
          else await trx.insertInto('rate_limits').values(counter('b')).execute();
          return (row?.hits ?? 0) + 1;
        }),
      ),
    );
    expect(hits).toEqual([1, 2, 3, 4, 5]);
  });

  it('commit the writes asked for at the same moment once, and later ones in a commit of their own', async () => {
    const transactions = vi.spyOn(t.db.kysely, 'transaction');
    const write = groupedCommits(t.db.kysely);
    const insert = (key: string) =>
      write((trx) => trx.insertInto('rate_limits').values(counter(key)).execute());
    await Promise.all([insert('c:1'), insert('c:2'), insert('c:3')]);
    expect(transactions).toHaveBeenCalledTimes(1);
    await insert('c:4');
    expect(transactions).toHaveBeenCalledTimes(2);
    transactions.mockRestore();
  });

  it('reject every write of a group whose commit fails, and store none of them', async () => {
    const write = groupedCommits(t.db.kysely);
    // A deferred foreign key is checked at commit: the whole group's commit fails.
    const results = await Promise.allSettled([
      write((trx) => trx.insertInto('rate_limits').values(counter('d:1')).execute()),
      write(async (trx) => {
        await sql`pragma defer_foreign_keys = on`.execute(trx);
        const now = new Date().toISOString();
        await trx
          .insertInto('trips')
          .values({
            id: 'trip-without-owner',
            user_id: 'nobody',
            destination: 'Nowhere',
            recommendation_types: null,
            share_token: 'token-of-a-trip-without-owner',
            created_at: now,
            updated_at: now,
          })
          .execute();
      }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    const left = await t.db.kysely.selectFrom('rate_limits').select('key').where('key', '=', 'd:1').execute();
    expect(left).toEqual([]);
  });
});
