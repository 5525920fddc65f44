import type { Db } from '../db/database.js';
import { nowIso } from '../db/values.js';
import { isAddressVerified } from '../mail/may-mail.js';
import { applyAdminRole } from './admin-roles.js';

export type GrantOutcome = 'granted' | 'already-granted' | 'unknown' | 'unverified';
export type RevokeOutcome = 'revoked' | 'still-listed' | 'not-granted' | 'unknown';

const accountByEmail = (db: Db, email: string) =>
  db.kysely
    .selectFrom('user')
    .select(['id', 'emailVerified'])
    .where((eb) => eb(eb.fn('lower', ['email']), '=', email.trim().toLowerCase()))
    .executeTakeFirst();

/**
 * Gives a verified account admin rights that outlast restarts (decision 028). An address nobody has
 * proven is refused: it could be anyone's, which is what verification is for.
 */
export async function grantAdmin(db: Db, adminEmails: string[], email: string): Promise<GrantOutcome> {
  const account = await accountByEmail(db, email);
  if (!account) return 'unknown';
  if (!isAddressVerified(account)) return 'unverified';
  const inserted = await db.kysely
    .insertInto('admin_grants')
    .values({ user_id: account.id, granted_at: nowIso() })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .executeTakeFirst();
  await applyAdminRole(db, adminEmails, account.id);
  return Number(inserted.numInsertedOrUpdatedRows ?? 0) > 0 ? 'granted' : 'already-granted';
}

/** Takes a grant back; an account listed in ADMIN_EMAILS stays an admin by that listing. */
export async function revokeAdmin(db: Db, adminEmails: string[], email: string): Promise<RevokeOutcome> {
  const account = await accountByEmail(db, email);
  if (!account) return 'unknown';
  const deleted = await db.kysely
    .deleteFrom('admin_grants')
    .where('user_id', '=', account.id)
    .executeTakeFirst();
  const role = await applyAdminRole(db, adminEmails, account.id);
  if (Number(deleted.numDeletedRows) === 0) return 'not-granted';
  return role === 'admin' ? 'still-listed' : 'revoked';
}
