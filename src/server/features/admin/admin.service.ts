import { sql, type RawBuilder } from 'kysely';
import type { AdminUser, ListUsersResponse } from '../../../shared/contracts/admin.js';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';
import type { ServerContext } from '../../context.js';
import type { Db } from '../../db/database.js';
import { toIsoString } from '../../db/values.js';
import { decodeUserCursor, encodeUserCursor } from './user-cursor.js';

const PAGE_SIZE = ACCOUNT_LIMITS.adminUsersPageSize;

/** `%`, `_` and the escape character itself match only themselves. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * The creation time as the cursor carries it: SQLite holds Better Auth's ISO text already; on
 * PostgreSQL it is written out in UTC with its microseconds, so the next page starts exactly after it.
 */
function cursorInstant(db: Db): RawBuilder<string> {
  return db.dialect === 'postgres'
    ? sql<string>`to_char(${sql.ref('createdAt')} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`
    : sql<string>`${sql.ref('createdAt')}`;
}

/**
 * One page of accounts, newest first, in a single query: the (createdAt, id) index is read from the
 * cursor on, and one row more than a page says whether another page follows. Nothing counts every
 * account. A search filters on the way (a substring can use no index); the walk stops at a page.
 */
export async function listUsers(
  db: Db,
  { q, cursor }: { q?: string | undefined; cursor?: string | undefined },
): Promise<ListUsersResponse> {
  const after = cursor === undefined ? undefined : decodeUserCursor(cursor);
  let query = db.kysely
    .selectFrom('user')
    .select(['id', 'email', 'first_name', 'last_name', 'last_sign_in_at', 'createdAt'])
    .select(cursorInstant(db).as('cursor_instant'))
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(PAGE_SIZE + 1);
  if (q) {
    const pattern = `%${likeLiteral(q.toLowerCase())}%`;
    query = query.where(sql<boolean>`lower(${sql.ref('email')}) like ${pattern} escape '\\'`);
  }
  if (after) {
    const instant =
      db.dialect === 'postgres' ? sql`cast(${after.createdAt} as timestamptz)` : after.createdAt;
    query = query.where(
      sql<boolean>`(${sql.ref('createdAt')}, ${sql.ref('id')}) < (${instant}, ${after.id})`,
    );
  }
  const rows = await query.execute();
  const page = rows.slice(0, PAGE_SIZE);
  const last = page.at(-1);
  return {
    users: page.map((row): AdminUser => ({
      id: row.id,
      email: row.email,
      first_name: row.first_name,
      last_name: row.last_name,
      last_sign_in_at: row.last_sign_in_at === null ? null : toIsoString(row.last_sign_in_at),
      created_at: toIsoString(row.createdAt),
    })),
    next_cursor:
      rows.length > PAGE_SIZE && last
        ? encodeUserCursor({ createdAt: last.cursor_instant, id: last.id })
        : null,
  };
}

/** The account with this e-mail, in any case and without surrounding spaces. */
export async function findAccountByEmail(db: Db, email: string) {
  return db.kysely
    .selectFrom('user')
    .select(['id', 'email'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();
}

/**
 * Ends every session of an account. The rows go first; then every instance forgets the sessions it
 * remembers and closes their event streams, and the answer waits until all of them have.
 */
export async function endEverySession(
  { db, bus }: Pick<ServerContext, 'db' | 'bus'>,
  userId: string,
): Promise<number> {
  const result = await db.kysely.deleteFrom('session').where('userId', '=', userId).executeTakeFirst();
  await bus.endSessions({ userId });
  return Number(result.numDeletedRows);
}
