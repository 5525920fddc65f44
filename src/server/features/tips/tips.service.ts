import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { NewTip, UpdateTipBody, UpdateTipsBody } from '../../../shared/contracts/tips.js';
import { orderIndexesForNewTips } from '../../../shared/rules/order-index.js';
import type { Db } from '../../db/database.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import type { TipRow } from './tips.presenter.js';
import { highestOrderIndexes } from './highest-order-indexes.js';
import { newTipColumns } from './tip-columns.js';
import { everyNamedRow } from '../../db/ids.js';
import { insertRows } from '../../db/insert-rows.js';
import { rowsInBatchOrder, tipsStoredUnder } from './tips-by-id.js';
import { ensureRoomForTips, lockTipList, type AddedUnit } from './list-room.js';

export { newTipColumns } from './tip-columns.js';
export { highestOrderIndexes } from './highest-order-indexes.js';
export { copyTooLarge, ensureRoomForTips, type AddedUnit } from './list-room.js';

const tipNotFound = () => AppError.notFound('This recommendation no longer exists.');

/** A new tip as a route hands it over: an owner's may name the id it is to have (decision 024). */
export type TipToAdd = NewTip & { id?: string };

/**
 * Inserts a batch of tips in one transaction, numbered after each category's last tip. Entries whose id is
 * stored on the trip already are not added again: the batch answers with the stored tips. A batch that
 * would take the trip past its limit adds nothing (409 LIST_FULL, counted in `unit`).
 */
export async function addTips(
  writer: Writer,
  tripId: string,
  entries: readonly TipToAdd[],
  contributorName: string | null,
  unit: AddedUnit = 'tips',
): Promise<TipRow[]> {
  const insert = changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const list = { kind: 'trip', id: tripId } as const;
      await lockTipList(trx, writer.db.dialect, list);
      const batch = entries.map((entry) => ({ entry, id: entry.id ?? randomUUID() }));
      const named = entries.flatMap((entry) => (entry.id ? [entry.id] : []));
      const stored = await tipsStoredUnder(trx, tripId, named);
      const fresh = batch.filter(({ id }) => !stored.has(id));
      // A change sent again whose tips are all stored adds nothing, and is answered even on a full trip.
      await ensureRoomForTips(trx, list, fresh.length, unit);
      const categories = fresh.map(({ entry }) => entry.category);
      const tips = { table: 'recommendations', column: 'trip_id', id: tripId } as const;
      const indexes = orderIndexesForNewTips(categories, await highestOrderIndexes(trx, tips, categories));
      const now = nowIso();
      const rows = fresh.map(({ entry, id }, i) => ({
        id,
        trip_id: tripId,
        ...newTipColumns(entry, indexes[i] ?? 0),
        contributor_name: contributorName,
        is_favorite: false,
        is_completed: false,
        created_at: now,
        updated_at: now,
      }));
      // Without named ids nothing can be stored already, and the rows come back in the batch's order.
      if (named.length === 0) return insertRows(trx, 'recommendations', rows);
      const inserted = await insertRows(trx, 'recommendations', rows, { skipTakenIds: true });
      const known = new Map([...stored, ...inserted.map((row) => [row.id, row] as const)]);
      return rowsInBatchOrder(
        trx,
        tripId,
        batch.map(({ id }) => id),
        known,
      );
    },
    () => tripId,
  );
  try {
    return await insert;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw AppError.notFound('Trip not found');
    throw error;
  }
}

export async function listTips(db: Db, tripId: string): Promise<TipRow[]> {
  return db.kysely
    .selectFrom('recommendations')
    .selectAll()
    .where('trip_id', '=', tripId)
    .orderBy('order_index')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

/** Owner-only: the tip must belong to one of the user's trips. */
export async function updateTip(
  writer: Writer,
  userId: string,
  tipId: string,
  patch: UpdateTipBody,
): Promise<TipRow> {
  return changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const row = await trx
        .updateTable('recommendations')
        .set({ ...patch, updated_at: nowIso() })
        .where('id', '=', tipId)
        .where('trip_id', 'in', (eb) => eb.selectFrom('trips').select('id').where('user_id', '=', userId))
        .returningAll()
        .executeTakeFirst();
      if (!row) throw tipNotFound();
      return row;
    },
    (row) => row.trip_id,
  );
}

/** One change for several tips of one trip, in one transaction: every id must be a tip of the trip. */
export async function updateTips(
  writer: Writer,
  tripId: string,
  { ids, ...patch }: UpdateTipsBody,
): Promise<TipRow[]> {
  return changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const rows = await trx
        .updateTable('recommendations')
        .set({ ...patch, updated_at: nowIso() })
        .where('trip_id', '=', tripId)
        .where('id', 'in', ids)
        .returningAll()
        .execute();
      return everyNamedRow(rows, ids, tipNotFound);
    },
    () => tripId,
  );
}

export async function deleteTip(writer: Writer, userId: string, tipId: string): Promise<void> {
  await changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const row = await trx
        .deleteFrom('recommendations')
        .where('id', '=', tipId)
        .where('trip_id', 'in', (eb) => eb.selectFrom('trips').select('id').where('user_id', '=', userId))
        .returning('trip_id')
        .executeTakeFirst();
      if (!row) throw tipNotFound();
      return row.trip_id;
    },
    (tripId) => tripId,
  );
}

/** Saves a new order in one statement; every tip named must belong to the trip, each once. */
export async function reorderTips(
  writer: Writer,
  tripId: string,
  order: readonly { id: string; order_index: number }[],
): Promise<void> {
  await changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      // Two saves of one trip's order at once (two tabs) would lock the same rows in different orders and
      // deadlock on PostgreSQL: the trip's row is locked first, so they take turns. SQLite writes one at a time.
      if (writer.db.dialect === 'postgres') {
        await trx.selectFrom('trips').select('id').where('id', '=', tripId).forNoKeyUpdate().execute();
      }
      const ids = order.map((item) => item.id);
      const found = await trx
        .selectFrom('recommendations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('trip_id', '=', tripId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      if (found.count !== ids.length) {
        throw new AppError(
          'VALIDATION_FAILED',
          400,
          'The new order names a recommendation that is not on this trip.',
        );
      }
      const cases = sql.join(
        order.map((item) => sql`when ${item.id} then cast(${item.order_index} as integer)`),
        sql` `,
      );
      await trx
        .updateTable('recommendations')
        .set({ order_index: sql<number>`case id ${cases} end`, updated_at: nowIso() })
        .where('trip_id', '=', tripId)
        .where('id', 'in', ids)
        .execute();
    },
    () => tripId,
  );
}
