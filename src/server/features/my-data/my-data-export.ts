import { MY_DATA_FORMAT, MY_DATA_VERSION } from '../../../shared/my-data-limits.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { listGuidebooks, listGuidebookTips } from '../guidebooks/guidebooks.service.js';
import { readImage } from '../images/images.service.js';
import { listTips } from '../tips/tips.service.js';
import { listTrips } from '../trips/trips.service.js';
import { myDataGuidebookOf, myDataProfileOf, myDataTripOf } from './my-data.presenter.js';

/** What is read before the answer starts: a failure then is still an error answer, not a cut download. */
export interface MyDataStart {
  exportedAt: Date;
  picture: Buffer | null;
  /** tiplist.json in pieces: the head, then one list at a time, read as the download takes them. */
  pieces: AsyncIterable<string>;
}

/** The account's picture, or none: one removed in the meantime is no picture, not a failed download. */
async function pictureOf(db: Db, imageId: string | null): Promise<Buffer | null> {
  if (!imageId) return null;
  try {
    return await readImage(db, imageId);
  } catch (error) {
    if (error instanceof AppError && error.statusCode === 404) return null;
    throw error;
  }
}

/**
 * Everything the account owns, for "Download My Data" (decision 058). The lists are listed first, then read
 * one at a time, each in one query, while the ZIP is written: memory holds one list, however many there are.
 */
export async function startMyDataExport(db: Db, userId: string): Promise<MyDataStart> {
  const user = await db.kysely
    .selectFrom('user')
    .select(['first_name', 'last_name', 'email', 'emailVerified', 'createdAt', 'image_id'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!user) throw AppError.unauthorized();
  const picture = await pictureOf(db, user.image_id);
  const trips = await listTrips(db, userId);
  const guidebooks = await listGuidebooks(db, userId);
  const exportedAt = new Date();
  const head = {
    format: MY_DATA_FORMAT,
    version: MY_DATA_VERSION,
    exportedAt: exportedAt.toISOString(),
    profile: myDataProfileOf(user, picture !== null),
  };

  // One list a line: the file reads as the lists it holds, and each line is one JSON.stringify.
  async function* pieces(): AsyncGenerator<string> {
    yield `${JSON.stringify(head).slice(0, -1)},\n"trips":[`;
    for (const [i, trip] of trips.entries()) {
      const tips = await listTips(db, trip.id);
      yield `${i === 0 ? '' : ','}\n${JSON.stringify(myDataTripOf(trip, tips))}`;
    }
    yield '],\n"guidebooks":[';
    for (const [i, guidebook] of guidebooks.entries()) {
      const tips = await listGuidebookTips(db.kysely, guidebook.id);
      yield `${i === 0 ? '' : ','}\n${JSON.stringify(myDataGuidebookOf(guidebook, tips))}`;
    }
    yield ']}\n';
  }
  return { exportedAt, picture, pieces: pieces() };
}
