import { describe, expect, it } from 'vitest';
import { DEFAULT_SIGN_IN_DELAYS } from '../limits.js';
import { signInDelayMs } from './sign-in-delays.js';

describe('the wait before a sign-in after failures', () => {
  it('is none for the first five failures, then 1, 2, 4 and 8 s, and 10 s from then on', () => {
    const waits = Array.from({ length: 12 }, (_, failures) =>
      signInDelayMs(failures, DEFAULT_SIGN_IN_DELAYS),
    );
    expect(waits).toEqual([0, 0, 0, 0, 0, 1_000, 2_000, 4_000, 8_000, 10_000, 10_000, 10_000]);
  });

  it('never passes 10 s, however many the failures', () => {
    for (const failures of [20, 100, 1_024, 1_000_000, Number.MAX_SAFE_INTEGER]) {
      expect(signInDelayMs(failures, DEFAULT_SIGN_IN_DELAYS)).toBe(10_000);
    }
  });
});
