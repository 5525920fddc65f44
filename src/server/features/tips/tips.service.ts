import type { Db } from '../../db/database.js';
import type { TipRow } from './tips.presenter.js';

// Every write to a trip's or a guidebook's tips, described per kind of list in tip-lists.ts.
export { addTips, type NewTipsRecorder } from './tip-adds.js';
export { deleteTip, reorderTips, updateTip, updateTips } from './tip-writes.js';
export { GUIDEBOOK_TIPS, TRIP_TIPS } from './tip-lists.js';
export { copyTooLarge } from './list-room.js';

/** A trip's tips in display order. */
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
