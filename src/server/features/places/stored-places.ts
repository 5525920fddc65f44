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

function storedPlacesQuery(db: Db) {
  return db.kysely
    .selectFrom('recommendations')
    .select([
      'place_id',
      (eb) => eb.fn.max('place_name').as('name'),
      (eb) => eb.fn.max('place_address').as('address'),
      (eb) => eb.fn.max('latitude').as('lat'),
      (eb) => eb.fn.max('longitude').as('lng'),
    ])
    .where('place_id', 'is not', null)
    .where('place_name', 'is not', null)
    .where('latitude', 'is not', null)
    .where('longitude', 'is not', null)
    .groupBy('place_id');
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

/** The first text after every text that starts with `prefix`: "lis" → "lit". Null past the last code point. */
export function prefixEnd(prefix: string): string | null {
  const points = Array.from(prefix);
  const last = points.pop()?.codePointAt(0);
  if (last === undefined || last >= 0x10ffff) return null;
  return `${points.join('')}${String.fromCodePoint(last + 1)}`;
}

/** The query behind searchStoredPlaces, to run or to explain. */
export function storedPlaceSearchQuery(db: Db, query: string, limit: number) {
  const prefix = query.toLowerCase();
  const end = prefixEnd(prefix);
  // The expression of the index in migration 0004, exactly.
  const lowerName =
    db.dialect === 'postgres' ? sql<string>`(lower(place_name) collate "C")` : sql<string>`lower(place_name)`;
  // The range finds the candidates through the index; LIKE keeps exactly the names that start so.
  let search = storedPlacesQuery(db).where(lowerName, '>=', prefix);
  if (end !== null) search = search.where(lowerName, '<', end);
  return search
    .where(sql<boolean>`lower(place_name) like ${`${escapeLike(prefix)}%`} escape '\\'`)
    .orderBy('place_id')
    .limit(limit);
}

/** Places tagged on this server's tips whose name starts with the query (case ignored). */
export async function searchStoredPlaces(db: Db, query: string, limit: number): Promise<StoredPlace[]> {
  const rows = await storedPlaceSearchQuery(db, query, limit).execute();
  return rows.map(toStoredPlace);
}

export async function findStoredPlace(db: Db, placeId: string): Promise<StoredPlace | undefined> {
  const row = await storedPlacesQuery(db).where('place_id', '=', placeId).executeTakeFirst();
  return row ? toStoredPlace(row) : undefined;
}
