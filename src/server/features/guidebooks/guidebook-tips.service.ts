import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import type {
  UpdateGuidebookTipBody,
  UpdateGuidebookTipsBody,
} from '../../../shared/contracts/guidebook-tips.js';
import type { NewTip } from '../../../shared/contracts/tips.js';
import { orderIndexesForNewTips } from '../../../shared/rules/order-index.js';
import { placeAfterEdit, type TipPlace } from '../../../shared/rules/retag-place.js';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import type { GuidebookTipRow } from './guidebooks.presenter.js';
import { touchOwnedGuidebook } from './guidebooks.service.js';
import {
  ensureRoomForTips,
  highestOrderIndexes,
  newTipColumns,
  type AddedUnit,
} from '../tips/tips.service.js';
import { everyNamedRow } from '../../db/ids.js';
import { insertRows } from '../../db/insert-rows.js';

const tipNotFound = () => AppError.notFound('This recommendation no longer exists.');

/*
 * Every write here first touches the guidebook row (its "Last updated", and the owner check), so
 * writes to one guidebook's tips take its row lock in the same order and never interleave.
 */

/**
 * Inserts a batch of tips in one transaction, numbered after each category's last tip. A batch that would
 * take the guidebook past its limit adds nothing (409 LIST_FULL, counted in `unit`).
 */
export async function addGuidebookTips(
  writer: Writer,
  userId: string,
  guidebookId: string,
  entries: readonly NewTip[],
  unit: AddedUnit = 'tips',
): Promise<GuidebookTipRow[]> {
  return changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const now = nowIso();
      // The touch locks the guidebook's row: concurrent adds count its tips in turn.
      await touchOwnedGuidebook(trx, userId, guidebookId, now);
      await ensureRoomForTips(trx, { kind: 'guidebook', id: guidebookId }, entries.length, unit);
      const categories = entries.map((entry) => entry.category);
      const list = { table: 'guidebook_recommendations', column: 'guidebook_id', id: guidebookId } as const;
      const indexes = orderIndexesForNewTips(categories, await highestOrderIndexes(trx, list, categories));
      const rows = entries.map((entry, i) => ({
        id: randomUUID(),
        guidebook_id: guidebookId,
        ...newTipColumns(entry, indexes[i] ?? 0),
        is_favorite: false,
        created_at: now,
        updated_at: now,
      }));
      return insertRows(trx, 'guidebook_recommendations', rows);
    },
    () => guidebookId,
  );
}

/** Touches the user's guidebook that holds the tip and returns its id; someone else's tip is "not found". */
async function touchGuidebookOfTip(
  trx: Kysely<Database>,
  userId: string,
  tipId: string,
  now: string,
): Promise<string> {
  const guidebook = await trx
    .updateTable('guidebooks')
    .set({ updated_at: now })
    .where('user_id', '=', userId)
    .where('id', '=', (eb) =>
      eb.selectFrom('guidebook_recommendations').select('guidebook_id').where('id', '=', tipId),
    )
    .returning('id')
    .executeTakeFirst();
  if (!guidebook) throw tipNotFound();
  return guidebook.id;
}

const placeOf = (row: GuidebookTipRow): TipPlace => ({
  place_id: row.place_id,
  place_name: row.place_name,
  place_address: row.place_address,
  latitude: row.latitude,
  longitude: row.longitude,
  place_type: row.place_type as TipPlace['place_type'],
});

/** A favourite toggle, or an edit of category and text that re-tags the place (rules/retag-place.ts). */
export async function updateGuidebookTip(
  writer: Writer,
  userId: string,
  tipId: string,
  body: UpdateGuidebookTipBody,
): Promise<GuidebookTipRow> {
  return changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const now = nowIso();
      await touchGuidebookOfTip(trx, userId, tipId, now);
      const current = await trx
        .selectFrom('guidebook_recommendations')
        .selectAll()
        .where('id', '=', tipId)
        .executeTakeFirst();
      if (!current) throw tipNotFound();
      const { is_favorite, category, content, place } = body;
      return trx
        .updateTable('guidebook_recommendations')
        .set({
          ...(is_favorite === undefined ? {} : { is_favorite }),
          ...(category === undefined ? {} : { category }),
          ...(content === undefined ? {} : { content, ...placeAfterEdit(placeOf(current), content, place) }),
          updated_at: now,
        })
        .where('id', '=', tipId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    (row) => row.guidebook_id,
  );
}

/** The favourite mark of several tips of the guidebook at once: every one named is changed, or none. */
export async function updateGuidebookTips(
  writer: Writer,
  userId: string,
  guidebookId: string,
  { ids, is_favorite }: UpdateGuidebookTipsBody,
): Promise<GuidebookTipRow[]> {
  return changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const now = nowIso();
      await touchOwnedGuidebook(trx, userId, guidebookId, now);
      const rows = await trx
        .updateTable('guidebook_recommendations')
        .set({ is_favorite, updated_at: now })
        .where('guidebook_id', '=', guidebookId)
        .where('id', 'in', ids)
        .returningAll()
        .execute();
      return everyNamedRow(rows, ids, tipNotFound);
    },
    () => guidebookId,
  );
}

export async function deleteGuidebookTip(writer: Writer, userId: string, tipId: string): Promise<void> {
  await changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const guidebookId = await touchGuidebookOfTip(trx, userId, tipId, nowIso());
      await trx.deleteFrom('guidebook_recommendations').where('id', '=', tipId).execute();
      return guidebookId;
    },
    (guidebookId) => guidebookId,
  );
}

/** Saves a new order in one statement; every tip named must belong to the guidebook, each once. */
export async function reorderGuidebookTips(
  writer: Writer,
  userId: string,
  guidebookId: string,
  order: readonly { id: string; order_index: number }[],
): Promise<void> {
  await changeAndPublish(
    writer,
    'recommendations',
    async (trx) => {
      const now = nowIso();
      await touchOwnedGuidebook(trx, userId, guidebookId, now);
      const ids = order.map((item) => item.id);
      const found = await trx
        .selectFrom('guidebook_recommendations')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where('guidebook_id', '=', guidebookId)
        .where('id', 'in', ids)
        .executeTakeFirstOrThrow();
      if (found.count !== ids.length) {
        throw new AppError(
          errorCodes.validation,
          400,
          'The new order names a recommendation that is not in this guidebook.',
        );
      }
      const cases = sql.join(
        order.map((item) => sql`when ${item.id} then cast(${item.order_index} as integer)`),
        sql` `,
      );
      await trx
        .updateTable('guidebook_recommendations')
        .set({ order_index: sql<number>`case id ${cases} end`, updated_at: now })
        .where('guidebook_id', '=', guidebookId)
        .where('id', 'in', ids)
        .execute();
    },
    () => guidebookId,
  );
}
