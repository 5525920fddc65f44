/**
 * Waits until the clock has moved on by a millisecond: timestamps are stored to the millisecond, and
 * "newest first" needs the next write to be later than the last.
 */
export async function nextMillisecond(): Promise<void> {
  const start = Date.now();
  while (Date.now() === start) await new Promise((resolve) => setImmediate(resolve));
}
