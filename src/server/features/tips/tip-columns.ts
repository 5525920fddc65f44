import type { Category, PlaceType } from '../../../shared/categories.js';
import type { NewTip } from '../../../shared/contracts/tips.js';
import type { TipPlace } from '../../../shared/rules/retag-place.js';

/** The columns a trip's tip and a guidebook's tip have in common. */
export interface SharedTipColumns {
  category: string;
  content: string;
  order_index: number;
  place_id: string | null;
  place_name: string | null;
  place_address: string | null;
  latitude: number | null;
  longitude: number | null;
  place_type: string;
}

/** A new tip's own columns, from what the entry form sent: its words and, when tagged, its place. */
export function newTipColumns(entry: NewTip, orderIndex: number): SharedTipColumns {
  return {
    category: entry.category,
    content: entry.content,
    order_index: orderIndex,
    place_id: entry.place?.placeId ?? null,
    place_name: entry.place?.name ?? null,
    place_address: entry.place?.address ?? null,
    latitude: entry.place?.latitude ?? null,
    longitude: entry.place?.longitude ?? null,
    place_type: entry.place ? 'place' : 'text',
  };
}

/** Only the common columns of a stored tip: what a copy keeps (its words, its place, its position). */
export function tipColumnsOf(row: SharedTipColumns): SharedTipColumns {
  return {
    category: row.category,
    content: row.content,
    order_index: row.order_index,
    ...placeColumnsOf(row),
  };
}

/** Only the place columns of a stored tip, as an edit re-tags them (rules/retag-place.ts). */
export function placeColumnsOf(row: SharedTipColumns): TipPlace {
  return {
    place_id: row.place_id,
    place_name: row.place_name,
    place_address: row.place_address,
    latitude: row.latitude,
    longitude: row.longitude,
    place_type: row.place_type as PlaceType,
  };
}

/** The common columns as every view presents them (the database keeps category and type as text). */
export function presentTipColumns(row: SharedTipColumns) {
  return {
    ...tipColumnsOf(row),
    category: row.category as Category,
    place_type: row.place_type as PlaceType,
  };
}
