import type { Kysely } from 'kysely';
import type { Dialect } from '../../db/database.js';
import type { Database } from '../../db/tables.js';
import { tipNotFound, type TipListDescription } from './tip-lists.js';

/**
 * Who may write to a list's tips: its owner, by user id, or, for a friend's tips sent through an ask link
 * the route has checked, anyone (null). This is the one ownership rule of every tip write.
 */
export type ListOwner = string | null;

/*
 * A write to several tips, an add and an order first claim their list inside their transaction: the claim
 * proves the list is the writer's and locks its row until the transaction ends (a guidebook by moving its
 * "Last updated", a trip, whose row must not change, FOR NO KEY UPDATE on PostgreSQL; SQLite writes one
 * transaction at a time). Those writes to one list so take turns: two saves of one order at once do not
 * deadlock on its tips' rows, and concurrent adds count the list's tips one after the other.
 *
 * A change or delete of one tip of a trip only proves ownership, in its own statement (`listsOwnedBy`): it
 * locks that one tip row, which cannot close a cycle with a claimed write, and it adds nothing to count.
 * A guidebook's moves its "Last updated" all the same. Reads, and writes to other lists, do not wait.
 */

/** The ids of the lists `owner` holds, as a subquery a statement on their tips is narrowed by. */
export function listsOwnedBy(trx: Kysely<Database>, list: TipListDescription, owner: string) {
  // Kysely cannot follow a table chosen at run time; both list tables have an id and an owner.
  return trx
    .selectFrom(list.lists as 'trips')
    .select('id')
    .where('user_id', '=', owner);
}

/** Claims the list `listId` for the writer; another user's list and a missing one are "not found". */
export async function claimList(
  trx: Kysely<Database>,
  dialect: Dialect,
  list: TipListDescription,
  owner: ListOwner,
  listId: string,
  now: string,
): Promise<void> {
  const claimed = await claimListWhere(trx, dialect, list, owner, now, listId);
  if (!claimed) throw list.listNotFound();
}

/** Claims the list that holds the tip, returning its id; someone else's tip, or a gone one, is "not found". */
export async function claimListOfTip(
  trx: Kysely<Database>,
  dialect: Dialect,
  list: TipListDescription,
  owner: ListOwner,
  tipId: string,
  now: string,
): Promise<string> {
  const claimed = await claimListWhere(trx, dialect, list, owner, now, holderOf(trx, list, tipId));
  if (!claimed) throw tipNotFound();
  return claimed;
}

/** The id of the list that holds the tip, as a subquery. */
function holderOf(trx: Kysely<Database>, list: TipListDescription, tipId: string) {
  // Kysely cannot follow a table chosen at run time; both tip tables name their list in `list.column`.
  return trx
    .selectFrom(list.tips as 'recommendations')
    .select(list.column as 'trip_id')
    .where('id', '=', tipId);
}

async function claimListWhere(
  trx: Kysely<Database>,
  dialect: Dialect,
  list: TipListDescription,
  owner: ListOwner,
  now: string,
  listId: string | ReturnType<typeof holderOf>,
): Promise<string | undefined> {
  // Both list tables have an id, an owner and an updated_at.
  const table = list.lists as 'guidebooks';
  if (list.touchesList) {
    const touched = await trx
      .updateTable(table)
      .set({ updated_at: now })
      .where('id', '=', listId)
      .$if(owner !== null, (query) => query.where('user_id', '=', owner ?? ''))
      .returning('id')
      .executeTakeFirst();
    return touched?.id;
  }
  const locked = await trx
    .selectFrom(table)
    .select('id')
    .where('id', '=', listId)
    .$if(owner !== null, (query) => query.where('user_id', '=', owner ?? ''))
    .$if(dialect === 'postgres', (query) => query.forNoKeyUpdate())
    .executeTakeFirst();
  return locked?.id;
}
