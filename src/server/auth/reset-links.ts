import type { Db } from '../db/database.js';

/**
 * Better Auth keeps each password-reset link as a `verification` row: identifier
 * `reset-password:<token>`, value the account's user id. The table holds other rows too (e-mail
 * verification, say); only reset rows are ever touched here. Its `LIKE` prefix holds no wildcard.
 */
const RESET_IDENTIFIER_PREFIX = 'reset-password:';

/**
 * Ends the account's reset links, but for the one just mailed when `keep` names it. A new request
 * thus replaces the links mailed before it, and a completed reset or a password change leaves none
 * that could set the password again.
 */
export async function endResetLinks(db: Db, userId: string, keep?: { token: string }): Promise<void> {
  let query = db.kysely
    .deleteFrom('verification')
    .where('value', '=', userId)
    .where('identifier', 'like', `${RESET_IDENTIFIER_PREFIX}%`);
  if (keep) query = query.where('identifier', '<>', `${RESET_IDENTIFIER_PREFIX}${keep.token}`);
  await query.execute();
}

/** The counter of reset requests for one e-mail, whether or not it has an account. */
export const resetRequestsKey = (email: string) => `password-reset:${email.trim().toLowerCase()}`;
