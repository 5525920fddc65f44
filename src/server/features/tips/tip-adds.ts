import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { NewTip } from '../../../shared/contracts/tips.js';
import { orderIndexesForNewTips } from '../../../shared/rules/order-index.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { insertRows } from '../../db/insert-rows.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import { highestOrderIndexes } from './highest-order-indexes.js';
import { claimList, type ListOwner } from './list-claims.js';
import { ensureRoomForTips, type AddedUnit } from './list-room.js';
import { newTipColumns } from './tip-columns.js';
import type { TipListDescription, TipRowOf, TipTableName } from './tip-lists.js';
import { rowsInBatchOrder, tipsStoredUnder } from './tips-by-id.js';

/*
 * Adds to a list's tips, for either kind of list (tip-lists.ts), in one transaction that first claims
 * the list for the writer (list-claims.ts); the list's id is published once it has committed.
 */

/** A new tip as a route hands it over: an owner's may name the id it is to have (decision 024). */
export type TipToAdd = NewTip & { id?: string };

/**
 * Writes what comes with new tips in their transaction, before they are inserted (a friend's submission,
 * say), and answers columns every new tip gets besides.
 */
export type NewTipsRecorder = (
  trx: Kysely<Database>,
  tips: readonly { id: string; entry: TipToAdd }[],
  now: string,
) => Promise<Record<string, unknown>>;

/**
 * Who adds (list-claims.ts), under which name when a friend does, what the limit's message counts, and
 * what is recorded with tips that are new.
 */
export interface AddOptions {
  owner: ListOwner;
  contributorName?: string | null;
  /** The writer's first name, shown as the contributor of what an editor (not the owner) adds. */
  writerName?: string;
  unit?: AddedUnit;
  recordWith?: NewTipsRecorder;
}

/**
 * Inserts a batch of tips in one transaction, numbered after each category's last tip. Entries whose id is
 * stored on the list already are not added again: the batch answers with the stored tips. A batch that
 * would take the list past its limit adds nothing (409 LIST_FULL, counted in `unit`).
 */
export async function addTips<T extends TipTableName>(
  writer: Writer,
  list: TipListDescription<T>,
  listId: string,
  entries: readonly TipToAdd[],
  { owner, contributorName = null, writerName, unit = 'tips', recordWith }: AddOptions,
): Promise<TipRowOf<T>[]> {
  const insert = changeAndPublish(
    writer,
    list.publishes,
    async (trx) => {
      const now = nowIso();
      const role = await claimList(trx, writer.db.dialect, list, owner, listId, now);
      const contributor = role === 'editor' ? (writerName ?? null) : contributorName;
      const batch = entries.map((entry) => ({ entry, id: entry.id ?? randomUUID() }));
      const named = entries.flatMap((entry) => (entry.id ? [entry.id] : []));
      const stored = await tipsStoredUnder(trx, list, listId, named);
      const fresh = batch.filter(({ id }) => !stored.has(id));
      // A change sent again whose tips are all stored adds nothing, and is answered even on a full list.
      await ensureRoomForTips(trx, list, listId, fresh.length, unit);
      const categories = fresh.map(({ entry }) => entry.category);
      const highest = await highestOrderIndexes(trx, list, listId, categories);
      const indexes = orderIndexesForNewTips(categories, highest);
      const recorded = recordWith && fresh.length > 0 ? await recordWith(trx, fresh, now) : {};
      const rows = fresh.map(({ entry, id }, i) => ({
        id,
        [list.column]: listId,
        ...newTipColumns(entry, indexes[i] ?? 0),
        ...list.newTipExtras(contributor),
        // The account that adds it; a friend's send through an ask link has none (decision 069).
        added_by: owner,
        ...recorded,
        created_at: now,
        updated_at: now,
      })) as unknown as Parameters<typeof insertRows<T>>[2];
      // Without named ids nothing can be stored already, and the rows come back in the batch's order.
      if (named.length === 0) return (await insertRows(trx, list.tips, rows)) as TipRowOf<T>[];
      const inserted = (await insertRows(trx, list.tips, rows, { skipTakenIds: true })) as TipRowOf<T>[];
      const known = new Map([...stored, ...inserted.map((row) => [row.id, row] as const)]);
      const batchIds = batch.map(({ id }) => id);
      return rowsInBatchOrder(trx, list, listId, batchIds, known);
    },
    () => listId,
  );
  try {
    return await insert;
  } catch (error) {
    if (isForeignKeyViolation(error)) throw list.listNotFound();
    throw error;
  }
}
