import type { ExpressionBuilder } from 'kysely';
import type { Db } from '../db/database.js';
import type { Database } from '../db/tables.js';

/**
 * Who is an admin (decision 028): an account whose address is verified AND that is listed in
 * ADMIN_EMAILS or was granted the rights with `npm run admin -- grant`. An unproven address could be
 * anyone's: whoever signs up first with a listed address must not become an admin by it.
 */
const isAdmin = (adminEmails: string[]) => (eb: ExpressionBuilder<Database, 'user'>) =>
  eb.and([
    eb('user.emailVerified', '=', true),
    eb.or([
      ...(adminEmails.length > 0 ? [eb(eb.fn('lower', ['user.email']), 'in', adminEmails)] : []),
      eb('user.id', 'in', eb.selectFrom('admin_grants').select('admin_grants.user_id')),
    ]),
  ]);

/** At start-up: every account gets the role the rule gives it, so a removed listing or grant ends it. */
export async function syncAdminRoles(db: Db, adminEmails: string[]): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ role: 'user' }).where('role', '=', 'admin').execute();
    await trx.updateTable('user').set({ role: 'admin' }).where(isAdmin(adminEmails)).execute();
  });
}

/** Gives one account the role the rule gives it now (after it verified its address, or a grant changed). */
export async function applyAdminRole(
  db: Db,
  adminEmails: string[],
  userId: string,
): Promise<'admin' | 'user'> {
  const admin = await db.kysely
    .selectFrom('user')
    .select('user.id')
    .where('user.id', '=', userId)
    .where(isAdmin(adminEmails))
    .executeTakeFirst();
  const role = admin ? 'admin' : 'user';
  await db.kysely.updateTable('user').set({ role }).where('id', '=', userId).execute();
  return role;
}

/** The role an account is created with: none is verified yet, unless Better Auth was told otherwise. */
export function roleAtSignUp(user: { email: string; emailVerified?: boolean }, adminEmails: string[]) {
  return user.emailVerified === true && adminEmails.includes(user.email.toLowerCase()) ? 'admin' : 'user';
}
