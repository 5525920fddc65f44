import { sql } from 'kysely';
import type { Category } from '../../../shared/categories.js';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import type { PlaceData } from '../../../shared/contracts/tips.js';
import { placeAfterEdit } from '../../../shared/rules/retag-place.js';
import { everyNamedRow } from '../../db/ids.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import { claimList, claimListOfTip, type ListOwner } from './list-claims.js';
import { markFollowMailsDue } from './followed-tips.js';
import { placeColumnsOf } from './tip-columns.js';
import { tipNotFound, type TipListDescription, type TipRowOf, type TipTableName } from './tip-lists.js';

/*
 * Every change to a list's tips, for either kind of list (tip-lists.ts); adds are in tip-adds.ts. Each
 * runs in one transaction that first claims the list for the writer (list-claims.ts), and once it has
 * committed publishes the list's id. Kysely cannot follow a table chosen at run time, so the queries are built on the trip tips'
 * types with the columns both tables share, and the rows they return are typed by the list's kind.
 */

/** What a change may set; each kind's contract says which of these its owner may send. */
export interface TipChanges {
  is_favorite?: boolean | undefined;
  is_completed?: boolean | undefined;
  category?: Category | undefined;
  content?: string | undefined;
  /** A place chosen with the new text, or null for none (rules/retag-place.ts). */
  place?: PlaceData | null | undefined;
}

const tipsTable = (list: TipListDescription) => list.tips as 'recommendations';
const listColumn = (list: TipListDescription) => list.column as 'trip_id';

/** A mark (favourite, done), or an edit of category and text that re-tags the place (rules/retag-place.ts). */
export async function updateTip<T extends TipTableName>(
  writer: Writer,
  list: TipListDescription<T>,
  owner: ListOwner,
  tipId: string,
  { content, place, ...marks }: TipChanges,
): Promise<TipRowOf<T>> {
  const { row } = await changeAndPublish(
    writer,
    list.publishes,
    async (trx) => {
      const now = nowIso();
      await claimListOfTip(trx, writer.db.dialect, list, owner, tipId, now);
      let edit = {};
      if (content !== undefined) {
        // The tip's row is locked until the edit commits: two edits of one tip re-tag one after the other.
        const current = await trx
          .selectFrom(tipsTable(list))
          .selectAll()
          .where('id', '=', tipId)
          .$if(writer.db.dialect === 'postgres', (query) => query.forUpdate())
          .executeTakeFirst();
        if (!current) throw tipNotFound();
        edit = { content, ...placeAfterEdit(placeColumnsOf(current), content, place) };
      }
      const updated = await trx
        .updateTable(tipsTable(list))
        .set({ ...definedOf(marks), ...edit, updated_at: now })
        .where('id', '=', tipId)
        .returningAll()
        .executeTakeFirst();
      if (!updated) throw tipNotFound();
      if (marks.is_completed === true && list.kind === 'trip') await markFollowMailsDue(trx, [tipId], now);
      return { listId: updated[listColumn(list)], row: updated as unknown as TipRowOf<T> };
    },
    ({ listId }) => listId,
  );
  return row;
}

/** One change for several tips of one list, in one transaction: every id must be a tip of the list. */
export async function updateTips<T extends TipTableName>(
  writer: Writer,
  list: TipListDescription<T>,
  owner: ListOwner,
  listId: string,
  { ids, ...marks }: Pick<TipChanges, 'is_favorite' | 'is_completed'> & { ids: readonly string[] },
): Promise<TipRowOf<T>[]> {
  return changeAndPublish(
    writer,
    list.publishes,
    async (trx) => {
      const now = nowIso();
      await claimList(trx, writer.db.dialect, list, owner, listId, now);
      const rows = await trx
        .updateTable(tipsTable(list))
        .set({ ...definedOf(marks), updated_at: now })
        .where(listColumn(list), '=', listId)
        .where('id', 'in', ids)
        .returningAll()
        .execute();
      if (marks.is_completed === true && list.kind === 'trip') await markFollowMailsDue(trx, ids, now);
      return everyNamedRow(rows as unknown as TipRowOf<T>[], ids, tipNotFound);
    },
    () => listId,
  );
}

export async function deleteTip(
  writer: Writer,
  list: TipListDescription,
  owner: ListOwner,
  tipId: string,
): Promise<void> {
  await changeAndPublish(
    writer,
    list.publishes,
    async (trx) => {
      await claimListOfTip(trx, writer.db.dialect, list, owner, tipId, nowIso());
      const deleted = await trx
        .deleteFrom(tipsTable(list))
        .where('id', '=', tipId)
        .returning(listColumn(list))
        .executeTakeFirst();
      if (!deleted) throw tipNotFound();
      return deleted[listColumn(list)];
    },
    (listId) => listId,
  );
}

/** Saves a new order in one statement; every tip named must belong to the list, each once. */
export async function reorderTips(
  writer: Writer,
  list: TipListDescription,
  owner: ListOwner,
  listId: string,
  order: readonly { id: string; order_index: number }[],
): Promise<void> {
  await changeAndPublish(
    writer,
    list.publishes,
    async (trx) => {
      const now = nowIso();
      await claimList(trx, writer.db.dialect, list, owner, listId, now);
      const ids = order.map((item) => item.id);
      const found = await trx
        .selectFrom(tipsTable(list))
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(listColumn(list), '=', listId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      if (found.count !== ids.length) {
        throw new AppError(errorCodes.validation, 400, list.foreignTipInOrder);
      }
      const cases = sql.join(
        order.map((item) => sql`when ${item.id} then cast(${item.order_index} as integer)`),
        sql` `,
      );
      await trx
        .updateTable(tipsTable(list))
        .set({ order_index: sql<number>`case id ${cases} end`, updated_at: now })
        .where(listColumn(list), '=', listId)
        .where('id', 'in', ids)
        .execute();
    },
    () => listId,
  );
}

/** Only the fields a change sets: one left out keeps its stored value. */
function definedOf<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}
