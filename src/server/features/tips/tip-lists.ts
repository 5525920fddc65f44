import type { Selectable } from 'kysely';
import type { Database } from '../../db/tables.js';
import { AppError } from '../../errors.js';
import type { ChangeEvent } from '../../realtime/event-bus.js';

/** The two kinds of list that hold tips. */
export type TipListKind = 'trip' | 'guidebook';

/** The table of a kind's tips. */
export type TipTableName = 'recommendations' | 'guidebook_recommendations';

/** A stored tip of the kind whose tips are kept in `T` (its id spelled out for code generic over `T`). */
export type TipRowOf<T extends TipTableName> = Selectable<Database[T]> & { id: string };

/**
 * How one kind of list keeps its tips: every add, change, delete and reorder (tip-writes.service.ts)
 * follows this description, so a trip's tips and a guidebook's are written by the same code.
 */
export interface TipListDescription<T extends TipTableName = TipTableName> {
  kind: TipListKind;
  /** The table of the lists, the table of their tips, and the tips' column that names their list. */
  lists: 'trips' | 'guidebooks';
  tips: T;
  column: 'trip_id' | 'guidebook_id';
  /**
   * A guidebook shows when it was last updated, so every write to its tips moves its `updated_at`;
   * a trip's row is only locked.
   */
  touchesList: boolean;
  /** What live pages and caches hear once a write has committed. */
  publishes: ChangeEvent['kind'];
  /** Another user's list and a missing one answer alike. */
  listNotFound: () => AppError;
  /** The answer to an order that names a tip of another list. */
  foreignTipInOrder: string;
  /** A new tip's columns beyond those every tip has. */
  newTipExtras: (contributorName: string | null) => Record<string, unknown>;
}

export const TRIP_TIPS: TipListDescription<'recommendations'> = {
  kind: 'trip',
  lists: 'trips',
  tips: 'recommendations',
  column: 'trip_id',
  touchesList: false,
  publishes: 'recommendations',
  listNotFound: () => AppError.notFound('Trip not found'),
  foreignTipInOrder: 'The new order names a recommendation that is not on this trip.',
  newTipExtras: (contributorName) => ({
    contributor_name: contributorName,
    is_favorite: false,
    is_completed: false,
  }),
};

export const GUIDEBOOK_TIPS: TipListDescription<'guidebook_recommendations'> = {
  kind: 'guidebook',
  lists: 'guidebooks',
  tips: 'guidebook_recommendations',
  column: 'guidebook_id',
  touchesList: true,
  publishes: 'recommendations',
  listNotFound: () => AppError.notFound('Guidebook not found'),
  foreignTipInOrder: 'The new order names a recommendation that is not in this guidebook.',
  // A guidebook's tips are the owner's own words: no contributor, nothing to mark done.
  newTipExtras: () => ({ is_favorite: false }),
};

export const tipNotFound = () => AppError.notFound('This recommendation no longer exists.');
