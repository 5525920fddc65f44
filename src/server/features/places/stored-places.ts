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

/** Places tagged on this server's tips whose name starts with the query (case ignored). */
export async function searchStoredPlaces(db: Db, query: string, limit: number): Promise<StoredPlace[]> {
  const pattern = `${escapeLike(query.toLowerCase())}%`;
  const rows = await storedPlacesQuery(db)
    .where(sql<boolean>`lower(place_name) like ${pattern} escape '\\'`)
    .orderBy('place_id')
    .limit(limit)
    .execute();
  return rows.map(toStoredPlace);
}

export async function findStoredPlace(db: Db, placeId: string): Promise<StoredPlace | undefined> {
  const row = await storedPlacesQuery(db).where('place_id', '=', placeId).executeTakeFirst();
  return row ? toStoredPlace(row) : undefined;
}
