import { errorCodes } from '../../shared/contracts/errors.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { countHit } from '../http/rate-limit-store.js';
import { SIGN_IN_FAILURES_PER_ACCOUNT } from '../http/rate-limits.js';

/**
 * Failed sign-ins are counted per account as well as per address, so guessing one account's password
 * from many addresses is slowed too. Only failures count, and only for a short window: someone who
 * knows an e-mail can keep its owner out for minutes at most, and a password reset lets them in at once.
 */
export const signInFailuresKey = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

export async function refuseWhileLockedOut(db: Db, email: string): Promise<void> {
  const row = await db.kysely
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', '=', signInFailuresKey(email))
    .executeTakeFirst();
  const wait = row ? Number(row.reset_at) - Date.now() : 0;
  if (!row || wait <= 0 || row.hits < SIGN_IN_FAILURES_PER_ACCOUNT.max) return;
  throw new AppError(
    errorCodes.rateLimited,
    429,
    `Too many failed sign-ins for this account. Please try again in ${Math.ceil(wait / 60_000)} minutes, or reset your password.`,
  );
}

export async function countSignInFailure(db: Db, email: string): Promise<void> {
  await countHit(db, signInFailuresKey(email), SIGN_IN_FAILURES_PER_ACCOUNT.windowMs);
}

/** A correct password, or a new one set by a reset link, starts the count again. */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  await db.kysely.deleteFrom('rate_limits').where('key', '=', signInFailuresKey(email)).execute();
}
