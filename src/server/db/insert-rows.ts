import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from './tables.js';

/**
 * Rows per INSERT: both dialects cap the values one statement may bind (SQLite 32,766, PostgreSQL 65,535),
 * and a tip has about a dozen columns. An import of thousands of tips is several statements in one transaction.
 */
const ROWS_PER_STATEMENT = 500;

/**
 * Inserts the rows in statements small enough for either dialect, returning them as stored, in order.
 * With `skipTakenIds`, a row whose id is stored already is left out (ON CONFLICT DO NOTHING), on both
 * dialects also when another transaction stored it a moment ago: the answer lists only the rows inserted.
 */
export async function insertRows<T extends 'recommendations' | 'guidebook_recommendations'>(
  trx: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  { skipTakenIds = false } = {},
): Promise<Selectable<Database[T]>[]> {
  const stored: Selectable<Database[T]>[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_STATEMENT) {
    const chunk = rows.slice(start, start + ROWS_PER_STATEMENT);
    // Kysely cannot follow a table chosen by a type parameter; the two tables' rows are typed by the caller.
    const insert = trx
      .insertInto(table as 'recommendations')
      .values(chunk as Insertable<Database['recommendations']>[]);
    const inserted = await (skipTakenIds ? insert.onConflict((oc) => oc.column('id').doNothing()) : insert)
      .returningAll()
      .execute();
    stored.push(...(inserted as Selectable<Database[T]>[]));
  }
  return stored;
}
