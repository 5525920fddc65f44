/**
 * How long a sign-in waits, before its password is checked, after recent failures for its e-mail.
 * The wait grows with the failures and stops at `maxMs`: guessing one account's password gets slow,
 * yet its owner, with the right password, always gets in once the wait is over.
 */
export interface SignInDelays {
  /** Failures of an e-mail within the window that cost no wait. */
  freeFailures: number;
  /** The wait after those; it doubles with each further failure… */
  firstMs: number;
  /** …up to this. */
  maxMs: number;
}

export const DEFAULT_SIGN_IN_DELAYS: SignInDelays = { freeFailures: 5, firstMs: 1_000, maxMs: 10_000 };

/** Failures are counted from an e-mail's first failure for this long (a right password clears them). */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

export function signInDelayMs(failures: number, delays: SignInDelays): number {
  if (failures < delays.freeFailures) return 0;
  return Math.min(delays.maxMs, delays.firstMs * 2 ** (failures - delays.freeFailures));
}
