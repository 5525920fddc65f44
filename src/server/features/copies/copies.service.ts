import {
  DESTINATION_COLUMN_NAMES,
  pickDestinationColumns,
  type DestinationColumns,
} from '../../db/destination-columns.js';
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { LIMITS } from '../../../shared/limits.js';
import type { Db } from '../../db/database.js';
import type { Database, TripRow } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import { AppError } from '../../errors.js';
import type { GuidebookRow } from '../guidebooks/guidebooks.presenter.js';
import { findSharedGuidebook, insertGuidebook, listGuidebookTips } from '../guidebooks/guidebooks.service.js';
import { findSharedFavorites } from '../sharing/sharing.service.js';
import { tipColumnsOf, type TipRow } from '../tips/tips.presenter.js';
import { copyTooLarge } from '../tips/tips.service.js';
import { createTrip } from '../trips/trips.service.js';
import { verifyReceipt } from './submission-receipt.js';

// The friends feature hands out receipts with each submission; this feature owns their format.
export { signReceipt, verifyReceipt } from './submission-receipt.js';

/*
 * Copies are made here, from what the server itself handed out (a share token, a signed receipt),
 * reading the tips as they are now, in one transaction: a copy holds exactly what was shared, and a
 * failed copy leaves nothing behind (decision 018). A copy larger than a list may be is refused whole
 * (decision 031): only a list made before there was a limit can be that large.
 */

/** Rows per insert: far below both dialects' limit on bound parameters. */
const ROWS_PER_INSERT = 500;

export interface CopiedGuidebook {
  guidebook: GuidebookRow;
  entryCount: number;
}

export interface CopiedTrip {
  trip: TripRow;
  tipCount: number;
}

/** A trip's shared favourites become a guidebook of the copier's, still favourites. */
export async function copyFavoritesIntoGuidebook(
  db: Db,
  userId: string,
  shareToken: string,
): Promise<CopiedGuidebook> {
  return db.kysely.transaction().execute(async (trx) => {
    const { link, favorites } = await findSharedFavorites(trx, shareToken);
    return guidebookOf(trx, userId, titled('Favorites for ', link.destination), link, favorites, true);
  });
}

/** The tips a friend has just sent (named by their receipt) become a guidebook of the friend's. */
export async function copySubmissionIntoGuidebook(
  db: Db,
  secret: string,
  userId: string,
  receiptToken: string,
): Promise<CopiedGuidebook> {
  const check = verifyReceipt(secret, receiptToken);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError(errorCodes.expired, 410, 'This receipt has expired.')
      : new AppError(errorCodes.invalidToken, 400, 'This receipt is not valid.');
  }
  const { tripId, tipIds } = check.receipt;
  return db.kysely.transaction().execute(async (trx) => {
    const trip = await trx
      .selectFrom('trips')
      .select(['destination', ...DESTINATION_COLUMN_NAMES])
      .where('id', '=', tripId)
      .executeTakeFirst();
    // Only tips still on the receipt's own trip: the owner may have deleted some, or the trip.
    const tips = trip
      ? await trx
          .selectFrom('recommendations')
          .selectAll()
          .where('trip_id', '=', tripId)
          .where('id', 'in', tipIds)
          .orderBy('order_index')
          .orderBy('created_at')
          .orderBy('id')
          .execute()
      : [];
    if (!trip || tips.length === 0) throw AppError.notFound('These recommendations no longer exist.');
    return guidebookOf(trx, userId, titled('My tips for ', trip.destination), trip, tips, false);
  });
}

/** A shared guidebook becomes a trip of the copier's; favourite and done start unset. */
export async function copyGuidebookIntoTrip(db: Db, userId: string, shareToken: string): Promise<CopiedTrip> {
  return db.kysely.transaction().execute(async (trx) => {
    const shared = await findSharedGuidebook(trx, shareToken);
    const tips = await listGuidebookTips(trx, shared.id);
    if (tips.length > LIMITS.tipsPerListMax) throw copyTooLarge('trip', tips.length);
    const trip = await createTrip(trx, userId, {
      destination: shared.destination,
      ...pickDestinationColumns(shared),
      recommendation_types: null,
    });
    const now = nowIso();
    const rows = tips.map((tip) => ({
      ...tipColumnsOf(tip),
      id: randomUUID(),
      trip_id: trip.id,
      // The guidebook's author wrote these tips.
      contributor_name: shared.first_name,
      is_favorite: false,
      is_completed: false,
      added_by: userId,
      created_at: now,
      updated_at: now,
    }));
    for (const chunk of chunksOf(rows)) await trx.insertInto('recommendations').values(chunk).execute();
    return { trip, tipCount: rows.length };
  });
}

/** A trip's shared favourites become a trip of the copier's: still favourites, by their friends, not done. */
export async function copyFavoritesIntoTrip(db: Db, userId: string, shareToken: string): Promise<CopiedTrip> {
  return db.kysely.transaction().execute(async (trx) => {
    const { link, favorites } = await findSharedFavorites(trx, shareToken);
    const trip = await createTrip(trx, userId, {
      destination: link.destination,
      ...pickDestinationColumns(link),
      recommendation_types: null,
    });
    const now = nowIso();
    const rows = favorites.map((tip) => ({
      ...tipColumnsOf(tip),
      id: randomUUID(),
      trip_id: trip.id,
      contributor_name: tip.contributor_name,
      is_favorite: true,
      is_completed: false,
      added_by: userId,
      created_at: now,
      updated_at: now,
    }));
    for (const chunk of chunksOf(rows)) await trx.insertInto('recommendations').values(chunk).execute();
    return { trip, tipCount: rows.length };
  });
}

async function guidebookOf(
  trx: Kysely<Database>,
  userId: string,
  title: string,
  /** The list copied from: its destination, and where it is. */
  source: { destination: string } & DestinationColumns,
  tips: readonly TipRow[],
  keepFavorites: boolean,
): Promise<CopiedGuidebook> {
  if (tips.length > LIMITS.tipsPerListMax) throw copyTooLarge('guidebook', tips.length);
  const guidebook = await insertGuidebook(trx, userId, {
    title,
    destination: source.destination,
    ...pickDestinationColumns(source),
    description: null,
  });
  const now = nowIso();
  const rows = tips.map((tip) => ({
    ...tipColumnsOf(tip),
    id: randomUUID(),
    guidebook_id: guidebook.id,
    is_favorite: keepFavorites && tip.is_favorite,
    // The account that made the copy added these tips to its list (decision 069).
    added_by: userId,
    created_at: now,
    updated_at: now,
  }));
  for (const chunk of chunksOf(rows))
    await trx.insertInto('guidebook_recommendations').values(chunk).execute();
  return { guidebook, entryCount: rows.length };
}

function chunksOf<T>(rows: readonly T[]): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) chunks.push(rows.slice(i, i + ROWS_PER_INSERT));
  return chunks;
}

/** "{prefix}{destination}", shortened with an ellipsis to fit a guidebook title, so it can be edited as is. */
function titled(prefix: string, destination: string): string {
  const title = `${prefix}${destination}`;
  const max = LIMITS.guidebookTitleMaxLength;
  if (title.length <= max) return title;
  let cut = '';
  // By code point, so a character outside the BMP is never split in half.
  for (const character of title) {
    if (cut.length + character.length > max - 1) break;
    cut += character;
  }
  return `${cut.trimEnd()}…`;
}
