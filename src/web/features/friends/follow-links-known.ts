/** Where this browser keeps its follow links (follow-link-store.ts). */
export const FOLLOW_LINKS_KEY = 'tiplist.followLinks';

/**
 * Whether this browser has followed tips it sent to the trip, read without loading the list's code:
 * the friend page's first load carries only this (its budget, tests/e2e/friends-budget.test.ts).
 */
export function followsTipsOf(tripId: string): boolean {
  try {
    return window.localStorage.getItem(FOLLOW_LINKS_KEY)?.includes(tripId) ?? false;
  } catch {
    return false;
  }
}
