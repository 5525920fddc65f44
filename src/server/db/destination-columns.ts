import type { DestinationKind } from './tables.js';

/** Where a list's destination is, as its table stores it (migration 0010); all null when never found. */
export interface DestinationColumns {
  destination_lat: number | null;
  destination_lng: number | null;
  destination_kind: DestinationKind | null;
  destination_country: string | null;
}

/** The columns themselves, for queries that read them from a list's table. */
export const DESTINATION_COLUMN_NAMES = [
  'destination_lat',
  'destination_lng',
  'destination_kind',
  'destination_country',
] as const;

export const NOT_LOCATED: DestinationColumns = {
  destination_lat: null,
  destination_lng: null,
  destination_kind: null,
  destination_country: null,
};

/** A list's destination columns alone, from a row that has more: a copy takes its source's. */
export function pickDestinationColumns(row: DestinationColumns): DestinationColumns {
  const { destination_lat, destination_lng, destination_kind, destination_country } = row;
  return { destination_lat, destination_lng, destination_kind, destination_country };
}
