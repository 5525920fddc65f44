import { DESTINATION_COLUMN_NAMES, type DestinationColumns } from '../../db/destination-columns.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { SHARED_GUIDEBOOK_ERRORS } from '../../../shared/contracts/shared-guidebooks.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { nowIso, toIsoString } from '../../db/values.js';
import { claimListFor, findGuidebookFor } from '../../auth/list-access.js';
import { AppError } from '../../errors.js';
import { changeAndPublish, type Writer } from '../../realtime/writes.js';
import type { GuidebookRow, GuidebookTipRow } from './guidebooks.presenter.js';

/** A stranger's guidebook and a missing one answer alike; a companion's role is checked (decision 069). */
export { findGuidebookFor };

/** A guidebook's own fields, as the contract hands them over: trimmed, description null when blank. */
export interface GuidebookFields {
  title: string;
  destination: string;
  description: string | null;
}

/**
 * The user's guidebooks and those shared with them, newest first, each with its number of entries, the
 * user's role and its owner's first name, in one query (as listTrips).
 */
export async function listGuidebooks(db: Db, userId: string) {
  const held = db.kysely
    .selectFrom('guidebooks')
    .select('id')
    .where('user_id', '=', userId)
    .unionAll(
      db.kysely.selectFrom('guidebook_companions').select('guidebook_id as id').where('user_id', '=', userId),
    );
  return db.kysely
    .selectFrom('guidebooks')
    .innerJoin('user as owner', 'owner.id', 'guidebooks.user_id')
    .leftJoin('guidebook_companions as companion', (join) =>
      join.onRef('companion.guidebook_id', '=', 'guidebooks.id').on('companion.user_id', '=', userId),
    )
    .leftJoin('guidebook_recommendations', 'guidebook_recommendations.guidebook_id', 'guidebooks.id')
    .selectAll('guidebooks')
    .select((eb) => [
      eb.fn.count<number>('guidebook_recommendations.id').as('entry_count'),
      'companion.role as companion_role',
      'owner.first_name as owner_first_name',
    ])
    .where('guidebooks.id', 'in', held)
    .groupBy(['guidebooks.id', 'companion.role', 'owner.first_name'])
    .orderBy('guidebooks.created_at', 'desc')
    .execute();
}

/** Inserts a guidebook; `trx` lets a copy create it in the same transaction as its tips. */
export async function insertGuidebook(
  db: Kysely<Database>,
  userId: string,
  fields: GuidebookFields & DestinationColumns,
): Promise<GuidebookRow> {
  const now = nowIso();
  return db
    .insertInto('guidebooks')
    .values({ id: randomUUID(), user_id: userId, ...fields, created_at: now, updated_at: now })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A guidebook's tips in display order. */
export async function listGuidebookTips(
  db: Kysely<Database>,
  guidebookId: string,
): Promise<GuidebookTipRow[]> {
  return db
    .selectFrom('guidebook_recommendations')
    .selectAll()
    .where('guidebook_id', '=', guidebookId)
    .orderBy('order_index')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function updateGuidebook(
  writer: Writer,
  userId: string,
  guidebookId: string,
  fields: GuidebookFields & Partial<DestinationColumns>,
): Promise<GuidebookRow> {
  return changeAndPublish(
    writer,
    'guidebook',
    async (trx) => {
      await claimListFor(trx, writer.db.dialect, 'guidebook', userId, guidebookId, 'edit');
      return trx
        .updateTable('guidebooks')
        .set({ ...fields, updated_at: nowIso() })
        .where('id', '=', guidebookId)
        .returningAll()
        .executeTakeFirstOrThrow();
    },
    (row) => row.id,
  );
}

/** Deletes the guidebook; its tips and share links go with it (ON DELETE CASCADE). */
export async function deleteGuidebook(writer: Writer, userId: string, guidebookId: string): Promise<void> {
  await changeAndPublish(
    writer,
    'guidebook',
    async (trx) => {
      await claimListFor(trx, writer.db.dialect, 'guidebook', userId, guidebookId, 'own');
      await trx.deleteFrom('guidebooks').where('id', '=', guidebookId).execute();
    },
    () => guidebookId,
  );
}

/**
 * The guidebook behind a share token, with its author's first name and image, while the link lasts.
 * An unknown or revoked token is 404; a link that exists but has expired is 410, so the page can say
 * which (decision 018). Takes a transaction when a copy reads it.
 */
export async function findSharedGuidebook(db: Kysely<Database>, shareToken: string) {
  const link = await db
    .selectFrom('shared_guidebooks')
    .innerJoin('guidebooks', 'guidebooks.id', 'shared_guidebooks.guidebook_id')
    .innerJoin('user', 'user.id', 'guidebooks.user_id')
    .select([
      'guidebooks.id',
      'guidebooks.user_id',
      'guidebooks.title',
      'guidebooks.description',
      'guidebooks.destination',
      ...DESTINATION_COLUMN_NAMES.map((name) => `guidebooks.${name}` as const),
      'guidebooks.created_at',
      'shared_guidebooks.expires_at',
      'user.first_name',
      'user.image_id',
    ])
    .where('shared_guidebooks.share_token', '=', shareToken)
    .executeTakeFirst();
  if (!link) throw AppError.notFound(SHARED_GUIDEBOOK_ERRORS.notFound);
  if (Date.parse(toIsoString(link.expires_at)) <= Date.now()) {
    throw new AppError(errorCodes.expired, 410, SHARED_GUIDEBOOK_ERRORS.expired);
  }
  return link;
}
