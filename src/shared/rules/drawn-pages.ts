import { PAGES } from '../pages/page-table.js';

/**
 * The pages the build draws ahead for a signed-out visitor (scripts/prerender-pages.mjs), by name, and
 * the address of each: the table's prerendered pages. The server sends `<name>.html` there to a browser
 * without a session cookie.
 */
export const DRAWN_PAGES = { landing: PAGES.landing.path, auth: PAGES.auth.path } as const;

export type DrawnPage = keyof typeof DRAWN_PAGES;

/**
 * The drawn page for this address, if any. Sign-in with a query (`?action=sign_up`) opens on another
 * view than the one drawn; the landing page is the same whatever its query.
 */
export function drawnPageAt(pathname: string, hasQuery: boolean): DrawnPage | null {
  if (pathname === DRAWN_PAGES.landing) return 'landing';
  if (pathname === DRAWN_PAGES.auth && !hasQuery) return 'auth';
  return null;
}
