import type { Selectable } from 'kysely';
import type { PublicTip } from '../../../shared/contracts/public.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { Category, PlaceType } from '../../../shared/categories.js';
import type { TipTable } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';

export type TipRow = Selectable<TipTable>;

/** A tip as its trip's owner sees it. */
export function presentTip(row: TipRow): Tip {
  return {
    id: row.id,
    trip_id: row.trip_id,
    category: row.category as Category,
    content: row.content,
    contributor_name: row.contributor_name,
    is_favorite: row.is_favorite,
    is_completed: row.is_completed,
    order_index: row.order_index,
    place_id: row.place_id,
    place_name: row.place_name,
    place_address: row.place_address,
    latitude: row.latitude,
    longitude: row.longitude,
    place_type: row.place_type as PlaceType,
    created_at: toIsoString(row.created_at),
  };
}

/** A tip in a public view: no trip id, no timestamps. */
export function presentPublicTip(row: TipRow): PublicTip {
  const { trip_id: _trip, created_at: _created, ...tip } = presentTip(row);
  return tip;
}
