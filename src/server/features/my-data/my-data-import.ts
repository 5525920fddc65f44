import { destinationColumns, type Destination } from '../places/places.service.js';
import { randomUUID } from 'node:crypto';
import type { Insertable } from 'kysely';
import type { ImportedMyData } from '../../../shared/contracts/my-data.js';
import type { MyData, MyDataGuidebook, MyDataTrip } from '../../../shared/contracts/my-data-file.js';
import { isForeignKeyViolation } from '../../db/constraint-errors.js';
import { newShareToken } from '../../db/ids.js';
import { insertRows } from '../../db/insert-rows.js';
import type { GuidebookTable, TripTable } from '../../db/tables.js';
import { nowIso } from '../../db/values.js';
import type { Writer } from '../../realtime/writes.js';
import { AppError } from '../../errors.js';
import { newTipColumns } from '../tips/tips.presenter.js';

/** Lists per INSERT, as insert-rows.ts sizes tips: far below either dialect's limit on bound values. */
const LISTS_PER_STATEMENT = 500;

type FileTip = MyDataGuidebook['tips'][number];

/** A tip's own columns, as the entry form's would be: its words, its place, its position and its date. */
const tipColumnsOf = (tip: FileTip, now: string) => ({
  id: randomUUID(),
  ...newTipColumns({ category: tip.category, content: tip.text, place: tip.place }, tip.order),
  is_favorite: tip.favourite,
  created_at: tip.createdAt,
  updated_at: now,
});

/** Where each destination text was found to be. */
type Located = ReadonlyMap<string, Destination | null>;

/**
 * A trip of the importing account: a new id and a new ask token of its own (the file carries neither), no
 * shared favourites links, and the owner's settings as the file says. A revoked ask link stays revoked,
 * so the trip asks for nothing until its owner makes a new link (decision 025).
 */
function tripRowOf(trip: MyDataTrip, userId: string, now: string, located: Located): Insertable<TripTable> {
  return {
    id: randomUUID(),
    user_id: userId,
    destination: trip.destination,
    ...destinationColumns(located.get(trip.destination) ?? null),
    recommendation_types: trip.description,
    share_token: newShareToken(),
    created_at: trip.createdAt,
    updated_at: now,
    ask_link_created_at: trip.askLinkRevoked ? now : null,
    is_ask_link_revoked: trip.askLinkRevoked,
    tips_paused_at: trip.tipsPaused ? now : null,
  };
}

function guidebookRowOf(
  guidebook: MyDataGuidebook,
  userId: string,
  located: Located,
): Insertable<GuidebookTable> {
  const { title, destination, description, createdAt, updatedAt } = guidebook;
  return {
    id: randomUUID(),
    user_id: userId,
    title,
    destination,
    ...destinationColumns(located.get(destination) ?? null),
    description,
    created_at: createdAt,
    updated_at: updatedAt,
  };
}

function* slices<T>(rows: readonly T[]): Generator<T[]> {
  for (let i = 0; i < rows.length; i += LISTS_PER_STATEMENT) yield rows.slice(i, i + LISTS_PER_STATEMENT);
}

/**
 * Creates the file's trips and guidebooks as new lists of `userId`, all in one transaction: every list and
 * tip or none (decision 058). The file has been read and its caps checked (rules/my-data-file.ts). The
 * lists keep the file's dates, so the dashboard shows them in their order; tips are written as every
 * other add writes them (insert-rows.ts). `located`: where each destination of the file is.
 */
export async function importMyData(
  writer: Writer,
  userId: string,
  data: MyData,
  located: Located,
): Promise<ImportedMyData> {
  const now = nowIso();
  const trips = data.trips.map((trip) => ({ row: tripRowOf(trip, userId, now, located), tips: trip.tips }));
  const guidebooks = data.guidebooks.map((book) => ({
    row: guidebookRowOf(book, userId, located),
    tips: book.tips,
  }));
  const tripTips = trips.flatMap(({ row, tips }) =>
    tips.map((tip) => ({
      ...tipColumnsOf(tip, now),
      trip_id: row.id,
      contributor_name: tip.author,
      is_completed: tip.done,
      // The account that imports them adds them (decision 069).
      added_by: userId,
    })),
  );
  const guidebookTips = guidebooks.flatMap(({ row, tips }) =>
    tips.map((tip) => ({ ...tipColumnsOf(tip, now), guidebook_id: row.id, added_by: userId })),
  );
  try {
    await writer.db.write(async (trx) => {
      for (const slice of slices(trips.map(({ row }) => row)))
        await trx.insertInto('trips').values(slice).execute();
      for (const slice of slices(guidebooks.map(({ row }) => row)))
        await trx.insertInto('guidebooks').values(slice).execute();
      await insertRows(trx, 'recommendations', tripTips);
      await insertRows(trx, 'guidebook_recommendations', guidebookTips);
    });
  } catch (error) {
    // The account was deleted while its import was on its way: it is signed out, and nothing was written.
    if (isForeignKeyViolation(error)) throw AppError.unauthorized();
    throw error;
  }
  // The account's trip list is kept per account on every instance: it goes at once.
  await writer.bus.publish({ id: userId, kind: 'user' });
  return { trips: trips.length, guidebooks: guidebooks.length, tips: tripTips.length + guidebookTips.length };
}
