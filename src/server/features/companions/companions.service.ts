import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { claimListFor, findGuidebookFor, findTripFor, type ListKind } from '../../auth/list-access.js';
import type { Db } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import type { Writer } from '../../realtime/writes.js';
import { companionTableOf } from './companion-lists.js';
import { openInvitesQuery } from './invites.service.js';

/** How long a companion is told that an owner's deleted account took a shared list along. */
export const NOTICE_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

const companionNotFound = () => AppError.notFound('Companion not found');

/** The list's companions and its open invites, for its owner. */
export async function listCompanions(db: Db, ownerId: string, kind: ListKind, listId: string) {
  await (kind === 'trip' ? findTripFor : findGuidebookFor)(db, ownerId, listId, 'own');
  const [companions, invites] = await Promise.all([
    companionTableOf(kind).list(db.kysely, listId),
    openInvitesQuery(db.kysely, kind, listId)
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute(),
  ]);
  return { companions, invites };
}

/**
 * Ends a companion's access: their removal commits under the list's lock, so no write of theirs passes
 * after it, and every instance then ends their open pages of the list and drops what it kept for them.
 */
async function endMembership(
  writer: Writer,
  kind: ListKind,
  listId: string,
  companionId: string,
  check: (trx: Kysely<Database>) => Promise<void>,
): Promise<void> {
  await writer.db.write(async (trx) => {
    await check(trx);
    if (!(await companionTableOf(kind).remove(trx, listId, companionId))) throw companionNotFound();
  });
  await writer.bus.publish({ id: listId, kind: 'access-ended', userId: companionId });
  await writer.bus.publish({ id: companionId, kind: 'user' });
}

/** The owner removes a companion from their list. */
export function removeCompanion(
  writer: Writer,
  ownerId: string,
  kind: ListKind,
  listId: string,
  companionId: string,
): Promise<void> {
  return endMembership(writer, kind, listId, companionId, async (trx) => {
    await claimListFor(trx, writer.db.dialect, kind, ownerId, listId, 'own');
  });
}

/** A companion leaves a list shared with them; its owner deletes it instead. */
export function leaveList(writer: Writer, userId: string, kind: ListKind, listId: string): Promise<void> {
  return endMembership(writer, kind, listId, userId, async (trx) => {
    const role = await claimListFor(trx, writer.db.dialect, kind, userId, listId, 'read');
    if (role === 'owner') {
      throw new AppError(errorCodes.conflict, 409, `This ${kind} is your own: delete it instead of leaving.`);
    }
  });
}

/** An editor's choice to get the trip's new-tip mails, as the owner does. */
export async function setNewTipMails(
  writer: Writer,
  userId: string,
  tripId: string,
  on: boolean,
): Promise<{ role: 'editor'; new_tip_mail: boolean }> {
  await writer.db.write(async (trx) => {
    const role = await claimListFor(trx, writer.db.dialect, 'trip', userId, tripId, 'edit');
    if (role === 'owner') {
      throw new AppError(
        errorCodes.conflict,
        409,
        "Your own trip's mails are set under Profile → Notifications.",
      );
    }
    await trx
      .updateTable('trip_companions')
      .set({ is_new_tip_mail: on })
      .where('trip_id', '=', tripId)
      .where('user_id', '=', userId)
      .execute();
  });
  // The trip's kept reads say the choice: they go, on every instance.
  await writer.bus.publish({ id: tripId, kind: 'trip' });
  return { role: 'editor', new_tip_mail: on };
}

/** The notices a user has not dismissed, from the last NOTICE_KEPT_MS, newest first. */
export function listNotices(db: Db, userId: string) {
  return db.kysely
    .selectFrom('companion_notices')
    .selectAll()
    .where('user_id', '=', userId)
    .where('created_at', '>', new Date(Date.now() - NOTICE_KEPT_MS).toISOString())
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(100)
    .execute();
}

export async function dismissNotice(db: Db, userId: string, noticeId: string): Promise<void> {
  const deleted = await db.kysely
    .deleteFrom('companion_notices')
    .where('id', '=', noticeId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw AppError.notFound('Notice not found');
}

/**
 * Inside an account's deletion, before its lists go: a notice for each companion of each of them. Older
 * notices past NOTICE_KEPT_MS go at the same time.
 */
export async function noticeCompanionsOfDeletedOwner(trx: Kysely<Database>, ownerId: string): Promise<void> {
  const now = nowIso();
  await trx
    .deleteFrom('companion_notices')
    .where('created_at', '<=', new Date(Date.now() - NOTICE_KEPT_MS).toISOString())
    .execute();
  const owner = await trx
    .selectFrom('user')
    .select('first_name')
    .where('id', '=', ownerId)
    .executeTakeFirst();
  const trips = await trx
    .selectFrom('trip_companions')
    .innerJoin('trips', 'trips.id', 'trip_companions.trip_id')
    .select(['trip_companions.user_id', 'trips.destination as name'])
    .where('trips.user_id', '=', ownerId)
    .execute();
  const guidebooks = await trx
    .selectFrom('guidebook_companions')
    .innerJoin('guidebooks', 'guidebooks.id', 'guidebook_companions.guidebook_id')
    .select(['guidebook_companions.user_id', 'guidebooks.title as name'])
    .where('guidebooks.user_id', '=', ownerId)
    .execute();
  const notices = [
    ...trips.map((row) => ({ ...row, list_kind: 'trip' as const })),
    ...guidebooks.map((row) => ({ ...row, list_kind: 'guidebook' as const })),
  ].map(({ user_id, name, list_kind }) => ({
    id: randomUUID(),
    user_id,
    list_kind,
    list_name: name,
    owner_first_name: owner?.first_name ?? '',
    created_at: now,
  }));
  // In slices, under SQLite's limit of bound values per statement.
  for (let start = 0; start < notices.length; start += 500) {
    await trx
      .insertInto('companion_notices')
      .values(notices.slice(start, start + 500))
      .execute();
  }
}
