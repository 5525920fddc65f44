import { sql } from 'kysely';
import type { Db } from '../../db/database.js';

export interface StoredPlace {
  placeId: string;
  name: string;
  address: string | null;
  lat: number;
  lng: number;
}

/** `%` and `_` in what people type are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Where tips are kept, with the list each belongs to and its owner. */
const TIP_TABLES = [
  { tips: 'recommendations', key: 'trip_id', lists: 'trips' },
  { tips: 'guidebook_recommendations', key: 'guidebook_id', lists: 'guidebooks' },
] as const;

/**
 * The places tagged in one owner's tips of one kind of list, one row per place. Reached through the
 * owner's lists (indexed by owner, then by list), so the search reads that owner's tips only.
 */
function ownerPlacesQuery(db: Db, ownerId: string, { tips, key, lists }: (typeof TIP_TABLES)[number]) {
  // Both tables have the same tip columns and both lists a user_id: typed as the trip's, they read alike.
  return db.kysely
    .selectFrom(`${tips} as tip` as 'recommendations as tip')
    .innerJoin(`${lists} as list` as 'trips as list', 'list.id', `tip.${key}` as 'tip.trip_id')
    .select([
      'tip.place_id',
      (eb) => eb.fn.max('tip.place_name').as('name'),
      (eb) => eb.fn.max('tip.place_address').as('address'),
      (eb) => eb.fn.max('tip.latitude').as('lat'),
      (eb) => eb.fn.max('tip.longitude').as('lng'),
    ])
    .where('list.user_id', '=', ownerId)
    .where('tip.place_id', 'is not', null)
    .where('tip.place_name', 'is not', null)
    .where('tip.latitude', 'is not', null)
    .where('tip.longitude', 'is not', null)
    .groupBy('tip.place_id');
}

type Row = {
  place_id: string | null;
  name: string | null;
  address: string | null;
  lat: number | null;
  lng: number | null;
};

const toStoredPlace = (row: Row): StoredPlace => ({
  placeId: row.place_id ?? '',
  name: row.name ?? '',
  address: row.address,
  lat: Number(row.lat),
  lng: Number(row.lng),
});

/** The queries behind searchStoredPlaces (one per kind of list), to run or to explain. */
export function storedPlaceSearchQueries(db: Db, ownerId: string, query: string, limit: number) {
  // Case is ignored: the tip's name is lowered by the database, the query here.
  const startsSo = sql<boolean>`lower(tip.place_name) like ${`${escapeLike(query.toLowerCase())}%`} escape '\\'`;
  return TIP_TABLES.map((table) =>
    ownerPlacesQuery(db, ownerId, table).where(startsSo).orderBy('tip.place_id').limit(limit),
  );
}

/**
 * Places the owner has tagged in their own trips and guidebooks whose name starts with the query (case
 * ignored). Nobody else's tags are suggested: a friend's tips in a private trip are not public.
 */
export async function searchStoredPlaces(
  db: Db,
  ownerId: string,
  query: string,
  limit: number,
): Promise<StoredPlace[]> {
  const found = await Promise.all(
    storedPlaceSearchQueries(db, ownerId, query, limit).map((q) => q.execute()),
  );
  const byPlace = new Map(found.flat().map((row) => [row.place_id ?? '', toStoredPlace(row)]));
  return [...byPlace.values()].sort((a, b) => (a.placeId < b.placeId ? -1 : 1)).slice(0, limit);
}
