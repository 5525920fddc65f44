import type { Kysely } from 'kysely';
import type { Database } from '../../db/tables.js';

/**
 * A friend may follow the tips they sent (decision 062): when the owner ticks one done, the daily mail
 * of its follow links with a confirmed address becomes due, in the tick's own transaction. Only the time
 * is set here; the follow-links feature decides whether a mail goes out and sends it.
 */
export async function markFollowMailsDue(
  trx: Kysely<Database>,
  tipIds: readonly string[],
  now: string,
): Promise<void> {
  await trx
    .updateTable('follow_links')
    .set({ mail_due_at: now })
    .where('email_confirmed_at', 'is not', null)
    .where('submission_id', 'in', (eb) =>
      eb
        .selectFrom('recommendations')
        .select('submission_id')
        .where('id', 'in', tipIds)
        .where('submission_id', 'is not', null)
        .$narrowType<{ submission_id: string }>(),
    )
    .execute();
}
