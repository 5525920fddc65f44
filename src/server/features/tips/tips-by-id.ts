import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/errors.js';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../errors.js';
import type { TipRow } from './tips.presenter.js';

const idTaken = () =>
  new AppError(
    errorCodes.conflict,
    409,
    'A recommendation with this id belongs elsewhere. Send it without an id.',
  );

/**
 * The trip's tips already stored under the ids a batch names: a batch sent a second time (replayed once the
 * browser is back online, or retried after its answer was lost) finds its tips here and adds them no more.
 * An id stored on another trip is refused rather than shown: its tip is not the sender's to read.
 */
export async function tipsStoredUnder(
  trx: Kysely<Database>,
  tripId: string,
  ids: readonly string[],
): Promise<Map<string, TipRow>> {
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('recommendations').selectAll().where('id', 'in', ids).execute();
  if (rows.some((row) => row.trip_id !== tripId)) throw idTaken();
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * Rows for every id of the batch in its order, from those inserted now and those stored before; an id that
 * is in neither was taken meanwhile by a batch sent at the same time, whose rows are read back.
 */
export async function rowsInBatchOrder(
  trx: Kysely<Database>,
  tripId: string,
  ids: readonly string[],
  known: ReadonlyMap<string, TipRow>,
): Promise<TipRow[]> {
  const missing = ids.filter((id) => !known.has(id));
  const byId = new Map([...known, ...(await tipsStoredUnder(trx, tripId, missing))]);
  return ids.map((id) => {
    const row = byId.get(id);
    if (!row) throw idTaken();
    return row;
  });
}
