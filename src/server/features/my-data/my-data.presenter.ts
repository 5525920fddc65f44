import type { Selectable } from 'kysely';
import type { Category } from '../../../shared/categories.js';
import type { MyDataFile } from '../../../shared/contracts/my-data-file.js';
import { MY_DATA_PICTURE_NAME } from '../../../shared/my-data-limits.js';
import type { GuidebookTable, TripRow, UserRow } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';
import type { SharedTipColumns, TipRow } from '../tips/tips.presenter.js';

/*
 * Rows as tiplist.json writes them (decision 058). Each field is picked by name: share tokens, link
 * counts, ids and everything else the file does not document never reach it.
 */

type FileTrip = MyDataFile['trips'][number];
type FileGuidebook = MyDataFile['guidebooks'][number];
type FileTripTip = FileTrip['tips'][number];
type FileGuidebookTip = FileGuidebook['tips'][number];

/** Dates as ISO 8601 UTC, whichever way the dialect and Better Auth stored them. */
const isoOf = (value: Date | string | number) => new Date(value).toISOString();

export function myDataProfileOf(
  user: Pick<UserRow, 'first_name' | 'last_name' | 'email' | 'emailVerified' | 'createdAt'>,
  hasPicture: boolean,
): MyDataFile['profile'] {
  return {
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    createdAt: isoOf(user.createdAt),
    picture: hasPicture ? MY_DATA_PICTURE_NAME : null,
  };
}

/** The columns both kinds of tip write: its words, its place, its position. */
function sharedTipOf(row: SharedTipColumns & { created_at: Date | string; is_favorite: boolean }) {
  return {
    category: row.category as Category,
    text: row.content,
    place:
      row.place_name === null
        ? null
        : {
            name: row.place_name,
            placeId: row.place_id,
            address: row.place_address,
            latitude: row.latitude,
            longitude: row.longitude,
          },
    favourite: row.is_favorite,
    order: row.order_index,
    createdAt: toIsoString(row.created_at),
  };
}

export function myDataTripOf(trip: TripRow, tips: readonly TipRow[]): FileTrip {
  return {
    destination: trip.destination,
    description: trip.recommendation_types,
    tipsPaused: trip.tips_paused_at !== null,
    askLinkRevoked: trip.is_ask_link_revoked,
    createdAt: toIsoString(trip.created_at),
    tips: tips.map((tip): FileTripTip => {
      const { category, text, place, favourite, order, createdAt } = sharedTipOf(tip);
      const author = tip.contributor_name;
      return { category, text, place, author, favourite, done: tip.is_completed, order, createdAt };
    }),
  };
}

export function myDataGuidebookOf(
  guidebook: Selectable<GuidebookTable>,
  tips: readonly (SharedTipColumns & { created_at: Date | string; is_favorite: boolean })[],
): FileGuidebook {
  return {
    title: guidebook.title,
    destination: guidebook.destination,
    description: guidebook.description,
    createdAt: toIsoString(guidebook.created_at),
    updatedAt: toIsoString(guidebook.updated_at),
    tips: tips.map((tip): FileGuidebookTip => sharedTipOf(tip)),
  };
}
