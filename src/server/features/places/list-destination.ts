import { NOT_LOCATED, type DestinationColumns } from '../../db/destination-columns.js';
import type { Destination } from './place-ranking.js';

/** What a list stores of where its destination is; all null when nothing was found. */
export function destinationColumns(found: Destination | null): DestinationColumns {
  if (!found) return NOT_LOCATED;
  return {
    destination_lat: found.lat,
    destination_lng: found.lng,
    destination_kind: found.kind,
    destination_country: found.country,
  };
}

/** The destination a list's search leans towards; undefined when it was never located. */
export function destinationOf(row: DestinationColumns): Destination | undefined {
  const { destination_lat: lat, destination_lng: lng, destination_kind: kind } = row;
  if (lat === null || lng === null || kind === null) return undefined;
  return { lat, lng, kind, country: row.destination_country };
}
