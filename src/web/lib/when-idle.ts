/**
 * Runs `work` once the browser has a moment to spare (at the latest after `timeoutMs`): for what a page
 * does not need as it comes alive, so that moment stays short on a slow phone.
 */
export function whenIdle(work: () => void, timeoutMs = 2_000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
