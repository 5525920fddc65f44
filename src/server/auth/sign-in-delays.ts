import type { SignInDelays } from '../limits.js';

/** Failures are counted from an e-mail's first failure for this long (a right password clears them). */
export const SIGN_IN_FAILURE_WINDOW_MS = 15 * 60_000;

/** The wait after `failures` recent failures: none for the first few, then doubling up to `maxMs`. */
export function signInDelayMs(failures: number, delays: SignInDelays): number {
  if (failures < delays.freeFailures) return 0;
  return Math.min(delays.maxMs, delays.firstMs * 2 ** (failures - delays.freeFailures));
}
