import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import { prerenderedPageAt, type PrerenderedPage } from '../../shared/rules/prerendered-pages.js';
import { sessionQueryKey } from '../features/auth/api';
import { AUTH_CARRY_OVER_KEY } from '../features/auth/auth-navigation-state';

export const LANDING_ROUTE_ID = 'landing';
export const AUTH_ROUTE_ID = 'auth';

/** Set on #root of a page the build renders ahead (scripts/prerender-pages.mjs): its name. */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** The route of each page drawn at build time (shared/rules/prerendered-pages.ts). */
const PRERENDERED_PAGE_ROUTES: Record<PrerenderedPage, string> = {
  landing: LANDING_ROUTE_ID,
  auth: AUTH_ROUTE_ID,
};

function hasCarriedOverState(): boolean {
  try {
    return globalThis.sessionStorage.getItem(AUTH_CARRY_OVER_KEY) !== null;
  } catch {
    return false;
  }
}

/**
 * The page this document holds as the build drew it, while the address still shows that page as drawn:
 * sign-in opens on another view with `?action=sign_up` or with what a friend page carried over, and is
 * then drawn afresh instead (the server sends the drawn page only to an address without a query).
 */
export function prerenderedPage(): PrerenderedPage | null {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  const name = root?.getAttribute(PRERENDERED_ATTRIBUTE);
  const page = prerenderedPageAt(window.location.pathname, window.location.search !== '');
  if (!page || page !== name) return null;
  if (page === 'auth' && hasCarriedOverState()) return null;
  return page;
}

/**
 * The server sends a drawn page only to a browser without a session cookie, so that visitor is known to
 * be signed out: the router starts on the page as drawn, without running its signed-in check (which
 * would draw "Loading..." over it first), and the session starts as signed out (the header matches the
 * markup), still checked again at once.
 */
export function startFromPrerenderedPage(client: QueryClient) {
  const page = prerenderedPage();
  if (!page) return undefined;
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null }, { updatedAt: 0 });
  return { hydrationData: { loaderData: { [PRERENDERED_PAGE_ROUTES[page]]: null } } };
}
