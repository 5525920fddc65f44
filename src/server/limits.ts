/**
 * Limits that settings may change, with their defaults. Here, below both, so that config.ts reads them
 * without importing the auth and realtime code that enforces them.
 */

/** How many live pages may be open at once on one instance, per signed-in user and per client address. */
export interface StreamLimits {
  perUser: number;
  perAddress: number;
}

/** A person has a handful of tabs open; a household or an office shares one address. */
export const DEFAULT_STREAM_LIMITS: StreamLimits = { perUser: 20, perAddress: 100 };

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
