import type { Db } from '../../db/database.js';

/** Whether the account still exists: a link of a deleted account leads nowhere. */
export async function accountExists(db: Db, userId: string): Promise<boolean> {
  const row = await db.kysely.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
  return row !== undefined;
}

/**
 * Turns the account's notification mails off (its other choices kept); false when the account is gone.
 * Turning off what is off already changes nothing, as a repeated one-click request must.
 */
export async function turnNotificationMailOff(db: Db, userId: string, now = new Date()): Promise<boolean> {
  const at = now.toISOString();
  return db.write(async (trx) => {
    const user = await trx.selectFrom('user').select('id').where('id', '=', userId).executeTakeFirst();
    if (!user) return false;
    await trx
      .insertInto('notification_settings')
      .values({ user_id: userId, is_email_off: true, webhook_format: 'json', updated_at: at })
      .onConflict((conflict) =>
        conflict.column('user_id').doUpdateSet({ is_email_off: true, updated_at: at }),
      )
      .execute();
    return true;
  });
}
