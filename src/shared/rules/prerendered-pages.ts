import { PAGES } from '../pages/page-table.js';

/**
 * The pages the build draws ahead for a signed-out visitor (scripts/prerender-pages.mjs), by name, and
 * the address of each: the table's prerendered pages. The server sends `<name>.html` there to a browser
 * without a session cookie.
 */
export const PRERENDERED_PAGES = { landing: PAGES.landing.path, auth: PAGES.auth.path } as const;

export type PrerenderedPage = keyof typeof PRERENDERED_PAGES;

/**
 * The drawn page for this address, if any. Sign-in with a query (`?action=sign_up`) opens on another
 * view than the one drawn; the landing page is the same whatever its query.
 */
export function prerenderedPageAt(pathname: string, hasQuery: boolean): PrerenderedPage | null {
  if (pathname === PRERENDERED_PAGES.landing) return 'landing';
  if (pathname === PRERENDERED_PAGES.auth && !hasQuery) return 'auth';
  return null;
}
