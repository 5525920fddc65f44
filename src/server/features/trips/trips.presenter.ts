import type { Trip, TripSummary } from '../../../shared/contracts/trips.js';
import type { TripRow } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';
import { presentSummaryAccess, type SummaryColumns } from '../companions/companions.presenter.js';

export function presentTrip(row: TripRow): Trip {
  return {
    id: row.id,
    destination: row.destination,
    recommendation_types: row.recommendation_types,
    share_token: row.share_token,
    created_at: toIsoString(row.created_at),
    tips_paused: row.tips_paused_at !== null,
    ask_link_revoked: row.is_ask_link_revoked,
  };
}

/** A trip on a dashboard: the user's own (no companion role), or one shared with them. */
export function presentTripSummary(
  row: TripRow & SummaryColumns & { recommendation_count: number | string },
): TripSummary {
  return {
    id: row.id,
    destination: row.destination,
    recommendation_types: row.recommendation_types,
    recommendation_count: Number(row.recommendation_count),
    created_at: toIsoString(row.created_at),
    ...presentSummaryAccess(row),
  };
}
