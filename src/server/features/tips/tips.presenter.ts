import type { Selectable } from 'kysely';
import type { PublicTip } from '../../../shared/contracts/public.js';
import type { Tip } from '../../../shared/contracts/tips.js';
import type { TipTable } from '../../db/tables.js';
import { toIsoString } from '../../db/values.js';
import { presentTipColumns } from './tip-columns.js';

export { newTipColumns, presentTipColumns, tipColumnsOf, type SharedTipColumns } from './tip-columns.js';

export type TipRow = Selectable<TipTable>;

/** A tip as its trip's owner sees it. */
export function presentTip(row: TipRow): Tip {
  return {
    id: row.id,
    trip_id: row.trip_id,
    ...presentTipColumns(row),
    contributor_name: row.contributor_name,
    is_favorite: row.is_favorite,
    is_completed: row.is_completed,
    created_at: toIsoString(row.created_at),
  };
}

/** A tip in a public view: no trip id, no timestamps. */
export function presentPublicTip(row: TipRow): PublicTip {
  const { trip_id: _trip, created_at: _created, ...tip } = presentTip(row);
  return tip;
}
