import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database, SubmittedTip } from '../../db/tables.js';
import { joinNotificationBatch, type BatchPlace } from '../notifications/notifications.service.js';
import type { NewTipsRecorder } from '../tips/tips.service.js';

/**
 * Records one friend's send in the transaction of its tips (decision 060): who sent it, the tips' words
 * as sent, and the owner's notification batch it joins. Each tip names its submission, so a follow link
 * lists exactly them.
 */
export function recordSubmission(
  dialect: Dialect,
  batch: BatchPlace,
  contributorName: string | null,
): NewTipsRecorder {
  return async (trx: Kysely<Database>, tips, now) => {
    const id = randomUUID();
    const batchId = await joinNotificationBatch(trx, dialect, batch, now);
    const sent: SubmittedTip[] = tips.map(({ id: tipId, entry }) => ({
      id: tipId,
      category: entry.category,
      content: entry.content,
      place_name: entry.place?.name ?? null,
    }));
    await trx
      .insertInto('submissions')
      .values({
        id,
        trip_id: batch.tripId,
        batch_id: batchId,
        contributor_name: contributorName,
        tips: JSON.stringify(sent),
        created_at: now,
      })
      .execute();
    return { submission_id: id };
  };
}
