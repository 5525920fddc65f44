import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { refusalOf, roleOn } from '../../auth/list-access.js';
import type { ListRole } from '../../../shared/rules/list-roles.js';
import type { AppError } from '../../errors.js';
import { tipNotFound, type TipListDescription } from './tip-lists.js';

/**
 * Who writes to a list's tips: an account, by user id, whose role on the list must allow editing it (the
 * owner or an editor, decision 069), or, for a friend's tips sent through an ask link the route has checked,
 * anyone (null). This is the one rule of every tip write.
 */
export type ListOwner = string | null;

/*
 * Every write to a list's tips first claims the list inside its transaction: the claim locks the list's row
 * until the transaction ends (a guidebook by moving its "Last updated", a trip, whose row must not change,
 * FOR NO KEY UPDATE on PostgreSQL; SQLite writes one transaction at a time), and only then reads the
 * writer's role, in a statement of its own. Writes to one list so take turns: two saves of one order at
 * once do not deadlock on its tips' rows, concurrent adds count the list's tips one after the other, and a
 * companion's removal (which takes the same lock) is seen by every write that comes after it, on any
 * instance. Reads, and writes to other lists, do not wait.
 */

/**
 * Claims the list `listId` for the writer, answering the writer's role (null for a friend); a stranger's
 * list and a missing one are "not found".
 */
export async function claimList(
  trx: Kysely<Database>,
  dialect: Dialect,
  list: TipListDescription,
  owner: ListOwner,
  listId: string,
  now: string,
): Promise<ListRole | null> {
  const claimed = await lockList(trx, dialect, list, now, listId);
  return (await checkRole(trx, list, owner, claimed, list.listNotFound)).role;
}

/** Claims the list that holds the tip, returning its id; a stranger's tip, or a gone one, is "not found". */
export async function claimListOfTip(
  trx: Kysely<Database>,
  dialect: Dialect,
  list: TipListDescription,
  owner: ListOwner,
  tipId: string,
  now: string,
): Promise<string> {
  const claimed = await lockList(trx, dialect, list, now, holderOf(trx, list, tipId));
  return (await checkRole(trx, list, owner, claimed, tipNotFound)).id;
}

async function checkRole(
  trx: Kysely<Database>,
  list: TipListDescription,
  owner: ListOwner,
  claimed: { id: string; user_id: string } | undefined,
  notFound: () => AppError,
): Promise<{ id: string; role: ListRole | null }> {
  if (!claimed) throw notFound();
  if (owner === null) return { id: claimed.id, role: null };
  const role = await roleOn(trx, list.kind, claimed, owner);
  const refusal = refusalOf(list.kind, role, 'edit');
  if (refusal) throw role ? refusal : notFound();
  return { id: claimed.id, role };
}

/** The id of the list that holds the tip, as a subquery. */
function holderOf(trx: Kysely<Database>, list: TipListDescription, tipId: string) {
  // Kysely cannot follow a table chosen at run time; both tip tables name their list in `list.column`.
  return trx
    .selectFrom(list.tips as 'recommendations')
    .select(list.column as 'trip_id')
    .where('id', '=', tipId);
}

async function lockList(
  trx: Kysely<Database>,
  dialect: Dialect,
  list: TipListDescription,
  now: string,
  listId: string | ReturnType<typeof holderOf>,
): Promise<{ id: string; user_id: string } | undefined> {
  // Both list tables have an id, an owner and an updated_at.
  const table = list.lists as 'guidebooks';
  if (list.touchesList) {
    return trx
      .updateTable(table)
      .set({ updated_at: now })
      .where('id', '=', listId)
      .returning(['id', 'user_id'])
      .executeTakeFirst();
  }
  return trx
    .selectFrom(table)
    .select(['id', 'user_id'])
    .where('id', '=', listId)
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
}
