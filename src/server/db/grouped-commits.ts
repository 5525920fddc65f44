import { sql, type Kysely } from 'kysely';
import type { Database } from './tables.js';

export type WriteWork<T> = (trx: Kysely<Database>) => Promise<T>;

interface Pending {
  work: WriteWork<unknown>;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown };

/**
 * Group commit for SQLite. With synchronous=FULL every commit waits for the disk (an fsync), and one
 * file takes one commit at a time: committed one by one, writes would queue behind each other's fsync.
 * Writes asked for in the same turn of the event loop instead run in one transaction, each in a
 * savepoint of its own (a failing one is rolled back alone and rejects alone), and share one commit.
 * Each resolves only once that commit is on disk, so an acknowledged write is as durable as before.
 *
 * A work must only use the database: anything slower would hold up every write of its group.
 */
export function groupedCommits(kysely: Kysely<Database>) {
  let queue: Pending[] = [];

  async function runGroup(group: Pending[]): Promise<Outcome[]> {
    return kysely.transaction().execute(async (trx) => {
      const outcomes: Outcome[] = [];
      for (const [index, { work }] of group.entries()) {
        const savepoint = sql.raw(`w${index}`);
        await sql`savepoint ${savepoint}`.execute(trx);
        try {
          outcomes.push({ ok: true, value: await work(trx) });
        } catch (error) {
          await sql`rollback to ${savepoint}`.execute(trx);
          outcomes.push({ ok: false, error });
        }
        await sql`release ${savepoint}`.execute(trx);
      }
      return outcomes;
    });
  }

  async function flush(): Promise<void> {
    const group = queue;
    queue = [];
    try {
      const outcomes = await runGroup(group);
      for (const [index, pending] of group.entries()) {
        const outcome = outcomes[index];
        if (outcome?.ok) pending.resolve(outcome.value);
        else pending.reject(outcome?.error);
      }
    } catch (error) {
      // The commit itself failed (disk full, I/O error): nothing of the group was stored.
      for (const pending of group) pending.reject(error);
    }
  }

  return function write<T>(work: WriteWork<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (queue.length === 0) setImmediate(() => void flush());
      queue.push({ work, resolve: resolve, reject });
    });
  };
}
