import type { Db } from '../db/database.js';

/** ADMIN_EMAILS is the one source of admins: listed accounts are admins, every other account is not. */
export async function syncAdminRoles(db: Db, adminEmails: string[]): Promise<void> {
  await db.kysely.transaction().execute(async (trx) => {
    await trx.updateTable('user').set({ role: 'user' }).where('role', '=', 'admin').execute();
    if (adminEmails.length === 0) return;
    await trx
      .updateTable('user')
      .set({ role: 'admin' })
      .where((eb) => eb(eb.fn('lower', ['email']), 'in', adminEmails))
      .execute();
  });
}
