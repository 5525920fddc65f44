import { setTimeout as wait } from 'node:timers/promises';
import type { Db } from '../db/database.js';
import { countHit } from '../http/rate-limit-store.js';
import type { SignInDelays } from '../limits.js';
import { SIGN_IN_FAILURE_WINDOW_MS, signInDelayMs } from './sign-in-delays.js';

/**
 * Failed sign-ins are counted per e-mail as well as limited per address, so guessing one account's
 * password from many addresses is slowed too. They slow, never refuse: a stranger who knows an e-mail
 * cannot keep its owner out. The count is by the e-mail as written, whether or not it has an account,
 * so an e-mail without one waits exactly as long. A wait is a timer, not work: the per-address limit
 * (10 a minute) bounds how many sign-ins any one address can have waiting at once.
 */
export const signInFailuresKey = (email: string) => `sign-in-failures:${email.trim().toLowerCase()}`;

/** Waits as long as the e-mail's recent failures ask, right or wrong as its password may be. */
export async function waitOutSignInFailures(db: Db, email: string, delays: SignInDelays): Promise<void> {
  const row = await db.kysely
    .selectFrom('rate_limits')
    .select(['hits', 'reset_at'])
    .where('key', '=', signInFailuresKey(email))
    .executeTakeFirst();
  const failures = row && Number(row.reset_at) > Date.now() ? row.hits : 0;
  const delayMs = signInDelayMs(failures, delays);
  if (delayMs > 0) await wait(delayMs);
}

export async function countSignInFailure(db: Db, email: string): Promise<void> {
  await countHit(db, signInFailuresKey(email), SIGN_IN_FAILURE_WINDOW_MS);
}

/** A correct password, or a new one set by a reset link, starts the count again. */
export async function forgetSignInFailures(db: Db, email: string): Promise<void> {
  await db.kysely.deleteFrom('rate_limits').where('key', '=', signInFailuresKey(email)).execute();
}
