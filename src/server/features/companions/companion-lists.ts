import type { Kysely } from 'kysely';
import type { CompanionRole } from '../../../shared/rules/list-roles.js';
import { LIST_TABLES, type ListKind } from '../../auth/list-access.js';
import type { Database } from '../../db/tables.js';

/*
 * The two companion tables, trips' and guidebooks', behind one set of statements. Kysely cannot follow a
 * table chosen at run time, so the statements are built on the trips' table with the columns both share.
 */

export function companionTableOf(kind: ListKind) {
  const table = LIST_TABLES[kind].companions as 'trip_companions';
  const column = LIST_TABLES[kind].column as 'trip_id';
  return {
    count: async (trx: Kysely<Database>, listId: string) =>
      Number(
        (
          await trx
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number | string>().as('count'))
            .where(column, '=', listId)
            .executeTakeFirstOrThrow()
        ).count,
      ),
    insert: (trx: Kysely<Database>, listId: string, userId: string, role: CompanionRole, now: string) =>
      trx
        .insertInto(table)
        .values({ [column]: listId, user_id: userId, role, is_new_tip_mail: false, created_at: now })
        .execute(),
    setRole: (trx: Kysely<Database>, listId: string, userId: string, role: CompanionRole) =>
      trx.updateTable(table).set({ role }).where(column, '=', listId).where('user_id', '=', userId).execute(),
    /** Removes the user from the list; answers whether they were on it. */
    remove: async (trx: Kysely<Database>, listId: string, userId: string) => {
      const removed = await trx
        .deleteFrom(table)
        .where(column, '=', listId)
        .where('user_id', '=', userId)
        .executeTakeFirst();
      return Number(removed.numDeletedRows) > 0;
    },
    /** The list's companions with their names, longest-standing first. */
    list: (db: Kysely<Database>, listId: string) =>
      db
        .selectFrom(`${table} as companion`)
        .innerJoin('user', 'user.id', 'companion.user_id')
        .select([
          'companion.user_id',
          'companion.role',
          'companion.created_at',
          'user.first_name',
          'user.last_name',
        ])
        .where(`companion.${column}`, '=', listId)
        .orderBy('companion.created_at')
        .orderBy('companion.user_id')
        .execute(),
  };
}

/** A list's name (a trip's destination, a guidebook's title) and its owner, or undefined when it is gone. */
export async function listSummaryOf(db: Kysely<Database>, kind: ListKind, listId: string) {
  if (kind === 'trip') {
    return db
      .selectFrom('trips')
      .innerJoin('user', 'user.id', 'trips.user_id')
      .select(['trips.destination as name', 'user.first_name as owner_first_name'])
      .where('trips.id', '=', listId)
      .executeTakeFirst();
  }
  return db
    .selectFrom('guidebooks')
    .innerJoin('user', 'user.id', 'guidebooks.user_id')
    .select(['guidebooks.title as name', 'user.first_name as owner_first_name'])
    .where('guidebooks.id', '=', listId)
    .executeTakeFirst();
}
