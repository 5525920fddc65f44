import type { Db } from '../db/database.js';
import type { GuidebookTable } from '../db/tables.js';
import type { Selectable } from 'kysely';
import { AppError } from '../errors.js';

export const guidebookNotFound = () => AppError.notFound('Guidebook not found');

/**
 * Owners see only their own guidebooks: another user's and a missing one are both "not found". Here
 * rather than in features/guidebooks because place search checks it too, and guidebooks builds on it.
 */
export async function findOwnedGuidebook(
  db: Db,
  userId: string,
  guidebookId: string,
): Promise<Selectable<GuidebookTable>> {
  const guidebook = await db.kysely
    .selectFrom('guidebooks')
    .selectAll()
    .where('id', '=', guidebookId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!guidebook) throw guidebookNotFound();
  return guidebook;
}
