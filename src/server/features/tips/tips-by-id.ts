import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/errors.js';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../errors.js';
import type { TipListDescription, TipRowOf, TipTableName } from './tip-lists.js';

const idTaken = () =>
  new AppError(
    errorCodes.conflict,
    409,
    'A recommendation with this id belongs elsewhere. Send it without an id.',
  );

/**
 * The list's tips already stored under the ids a batch names: a batch sent a second time (replayed once the
 * browser is back online, or retried after its answer was lost) finds its tips here and adds them no more.
 * An id stored on another list is refused rather than shown: its tip is not the sender's to read.
 */
export async function tipsStoredUnder<T extends TipTableName>(
  trx: Kysely<Database>,
  list: TipListDescription<T>,
  listId: string,
  ids: readonly string[],
): Promise<Map<string, TipRowOf<T>>> {
  if (ids.length === 0) return new Map();
  // Kysely cannot follow a table chosen by a type parameter; the rows are typed by the list's kind.
  const rows = (await trx
    .selectFrom(list.tips as 'recommendations')
    .selectAll()
    .where('id', 'in', ids)
    .execute()) as unknown as (TipRowOf<T> & Record<string, unknown>)[];
  if (rows.some((row) => row[list.column] !== listId)) throw idTaken();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Rows for every id of the batch in its order, from those inserted now and those stored before; an id that
 * is in neither was taken meanwhile by a batch sent at the same time, whose rows are read back.
 */
export async function rowsInBatchOrder<T extends TipTableName>(
  trx: Kysely<Database>,
  list: TipListDescription<T>,
  listId: string,
  ids: readonly string[],
  known: ReadonlyMap<string, TipRowOf<T>>,
): Promise<TipRowOf<T>[]> {
  const missing = ids.filter((id) => !known.has(id));
  const byId = new Map([...known, ...(await tipsStoredUnder(trx, list, listId, missing))]);
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw idTaken();
    return row;
  });
}
