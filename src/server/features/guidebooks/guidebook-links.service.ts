import { randomUUID } from 'node:crypto';
import { claimListFor } from '../../auth/list-access.js';
import type { Db } from '../../db/database.js';
import { newShareToken } from '../../db/ids.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import type { Writer } from '../../realtime/writes.js';
import type { GuidebookLinkRow } from './guidebooks.presenter.js';
import { findGuidebookFor } from './guidebooks.service.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * A new link to the user's guidebook, lasting `days`. With `replace`, every earlier link of the
 * guidebook is deleted in the same transaction, so the old ones stop working the moment this exists.
 */
export async function createGuidebookLink(
  { db, bus }: Writer,
  userId: string,
  guidebookId: string,
  { days, replace }: { days: number; replace: boolean },
): Promise<GuidebookLinkRow> {
  const link = await db.kysely.transaction().execute(async (trx) => {
    await claimListFor(trx, db.dialect, 'guidebook', userId, guidebookId, 'share');
    if (replace) await trx.deleteFrom('shared_guidebooks').where('guidebook_id', '=', guidebookId).execute();
    const now = Date.now();
    return trx
      .insertInto('shared_guidebooks')
      .values({
        id: randomUUID(),
        guidebook_id: guidebookId,
        share_token: newShareToken(),
        expires_at: new Date(now + days * DAY_MS).toISOString(),
        created_at: new Date(now).toISOString(),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  // Pages kept for the replaced links must go, on every instance.
  if (replace) await bus.publish({ id: guidebookId, kind: 'guidebook' });
  return link;
}

/** The guidebook's links that still work, newest first. */
export async function listGuidebookLinks(db: Db, userId: string, guidebookId: string) {
  const { list: guidebook } = await findGuidebookFor(db, userId, guidebookId, 'share');
  return db.kysely
    .selectFrom('shared_guidebooks')
    .selectAll()
    .where('guidebook_id', '=', guidebook.id)
    .where('expires_at', '>', nowIso())
    .orderBy('created_at', 'desc')
    .orderBy('expires_at', 'desc')
    .execute();
}

/** Deletes one of the guidebook's links: whoever holds it gets "not found" from now on. */
export async function revokeGuidebookLink(
  { db, bus }: Writer,
  userId: string,
  guidebookId: string,
  linkId: string,
): Promise<void> {
  const { list: guidebook } = await findGuidebookFor(db, userId, guidebookId, 'share');
  const deleted = await db.kysely
    .deleteFrom('shared_guidebooks')
    .where('id', '=', linkId)
    .where('guidebook_id', '=', guidebook.id)
    .executeTakeFirst();
  if (Number(deleted.numDeletedRows) === 0) throw AppError.notFound('Share link not found');
  // The page kept for this link must go, on every instance.
  await bus.publish({ id: guidebook.id, kind: 'guidebook' });
}
