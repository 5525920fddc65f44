/**
 * The owner's API reads the service worker keeps for reading offline live in one cache per account, named
 * with this and the account's id (decision 024). Nothing else uses the prefix.
 */
export const OFFLINE_COPIES_PREFIX = 'tiplist-api-';

export const offlineCopiesCacheOf = (userId: string) => `${OFFLINE_COPIES_PREFIX}${userId}`;

/** Forgets every account's kept reads: on sign-out, and before another account signs in. */
export async function forgetOfflineCopies(except?: string): Promise<void> {
  if (typeof caches === 'undefined') return;
  try {
    const names = await caches.keys();
    await Promise.all(
      names
        .filter((name) => name.startsWith(OFFLINE_COPIES_PREFIX) && name !== except)
        .map((name) => caches.delete(name)),
    );
  } catch {
    // Cache storage refused (a private window, say): there is nothing kept to forget.
  }
}
