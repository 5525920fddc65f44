import type { Kysely, Selectable } from 'kysely';
import { errorCodes } from '../../shared/contracts/error-codes.js';
import { mayDo, type ListAction, type ListRole } from '../../shared/rules/list-roles.js';
import type { Db, Dialect } from '../db/database.js';
import type { Database, GuidebookTable, TripRow } from '../db/tables.js';
import { AppError } from '../errors.js';

/*
 * Who may do what to a trip or a guidebook (decision 069), in one place: its owner, and the companions
 * they invited as editors or viewers. A stranger's list and a missing one answer alike, "not found"; a
 * companion whose role does not allow the action is told why (403). Here rather than in a feature because
 * every feature beside a list (its tips, links, exports, imports, places, live pages) checks it.
 */

export type ListKind = 'trip' | 'guidebook';
export type GuidebookRow = Selectable<GuidebookTable>;

/** Each kind's table of lists, of companions, and the companions' column that names their list. */
export const LIST_TABLES = {
  trip: { lists: 'trips', companions: 'trip_companions', column: 'trip_id', noun: 'trip' },
  guidebook: {
    lists: 'guidebooks',
    companions: 'guidebook_companions',
    column: 'guidebook_id',
    noun: 'guidebook',
  },
} as const;

export const listNotFound = (kind: ListKind) =>
  AppError.notFound(kind === 'trip' ? 'Trip not found' : 'Guidebook not found');

/** Why `role` may not do `action` on a list of `kind`, or null when it may. */
export function refusalOf(kind: ListKind, role: ListRole | null, action: ListAction): AppError | null {
  if (mayDo(role, action)) return null;
  const noun = LIST_TABLES[kind].noun;
  if (role === 'viewer' && action !== 'own') {
    return new AppError(errorCodes.viewOnly, 403, `You can view this ${noun} but not change it.`);
  }
  if (role) return new AppError(errorCodes.ownerOnly, 403, `Only the ${noun}'s owner can do this.`);
  return listNotFound(kind);
}

/**
 * The role `userId` holds on the list owned by `ownerId`: read in a statement of its own, so a write that
 * has just locked the list's row sees every removal committed before it got the lock (list-claims.ts).
 */
export async function roleOn(
  db: Kysely<Database>,
  kind: ListKind,
  list: { id: string; user_id: string },
  userId: string,
): Promise<ListRole | null> {
  if (list.user_id === userId) return 'owner';
  const { companions, column } = LIST_TABLES[kind];
  // Kysely cannot follow a table chosen at run time; both companion tables have a list column, user and role.
  const companion = await db
    .selectFrom(companions as 'trip_companions')
    .select('role')
    .where(column as 'trip_id', '=', list.id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return companion?.role ?? null;
}

/** A list with the role of the user who asked for it. */
export interface HeldList<Row> {
  list: Row;
  role: ListRole;
  /** An editor of a trip who chose its new-tip mails. */
  newTipMail: boolean;
}

async function findListFor<Row extends { id: string; user_id: string }>(
  db: Db,
  kind: ListKind,
  userId: string,
  listId: string,
  action: ListAction,
): Promise<HeldList<Row>> {
  const { lists, companions, column } = LIST_TABLES[kind];
  // One read: the list, and the user's companion row when they are not its owner.
  const row = await db.kysely
    .selectFrom(`${lists as 'trips'} as list`)
    .leftJoin(`${companions as 'trip_companions'} as companion`, (join) =>
      join.onRef(`companion.${column as 'trip_id'}`, '=', 'list.id').on('companion.user_id', '=', userId),
    )
    .selectAll('list')
    .select(['companion.role as companion_role', 'companion.is_new_tip_mail'])
    .where('list.id', '=', listId)
    .executeTakeFirst();
  if (!row) throw listNotFound(kind);
  const { companion_role: companionRole, is_new_tip_mail: newTipMail, ...list } = row;
  const role: ListRole | null = list.user_id === userId ? 'owner' : (companionRole ?? null);
  const refusal = refusalOf(kind, role, action);
  if (refusal || !role) throw refusal ?? listNotFound(kind);
  return { list: list as unknown as Row, role, newTipMail: role === 'editor' && newTipMail === true };
}

/** The trip, if `userId` may do `action` to it: "not found" for a stranger, 403 for a role that may not. */
export const findTripFor = (db: Db, userId: string, tripId: string, action: ListAction) =>
  findListFor<TripRow>(db, 'trip', userId, tripId, action);

/** The guidebook, if `userId` may do `action` to it, as findTripFor. */
export const findGuidebookFor = (db: Db, userId: string, guidebookId: string, action: ListAction) =>
  findListFor<GuidebookRow>(db, 'guidebook', userId, guidebookId, action);

/**
 * Locks a list's row until the transaction ends (FOR NO KEY UPDATE on PostgreSQL; SQLite writes one
 * transaction at a time), answering its id and owner, or undefined when there is no such list.
 */
export function lockListRow(trx: Kysely<Database>, dialect: Dialect, kind: ListKind, listId: string) {
  return trx
    .selectFrom(LIST_TABLES[kind].lists as 'trips')
    .select(['id', 'user_id'])
    .where('id', '=', listId)
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
}

/**
 * Inside a write's transaction: locks the list's row (FOR NO KEY UPDATE on PostgreSQL; SQLite writes one
 * transaction at a time), then reads the user's role in a statement of its own, so a removal committed
 * before the lock was got is seen. Throws as findTripFor; answers the role that allowed the action.
 */
export async function claimListFor(
  trx: Kysely<Database>,
  dialect: Dialect,
  kind: ListKind,
  userId: string,
  listId: string,
  action: ListAction,
): Promise<ListRole> {
  const list = await lockListRow(trx, dialect, kind, listId);
  if (!list) throw listNotFound(kind);
  const role = await roleOn(trx, kind, list, userId);
  const refusal = refusalOf(kind, role, action);
  if (refusal || !role) throw refusal ?? listNotFound(kind);
  return role;
}

/** What a list's reader may do there, and whose list it is when it is not theirs (shown as "Shared by"). */
export async function accessOf(
  db: Db,
  { list, role, newTipMail }: HeldList<{ user_id: string }>,
): Promise<{ role: ListRole; shared_by: string | null; new_tip_mail: boolean }> {
  if (role === 'owner') return { role, shared_by: null, new_tip_mail: false };
  const owner = await db.kysely
    .selectFrom('user')
    .select('first_name')
    .where('id', '=', list.user_id)
    .executeTakeFirst();
  return { role, shared_by: owner?.first_name ?? '', new_tip_mail: newTipMail };
}
