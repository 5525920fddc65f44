import type { QueryClient } from '@tanstack/react-query';
import type { SessionResponse } from '../../shared/contracts/auth.js';
import { sessionQueryKey } from '../features/auth/api';

export const LANDING_ROUTE_ID = 'landing';

/** Set on #root of the landing page the build renders ahead (scripts/prerender-landing.mjs). */
export const PRERENDERED_ATTRIBUTE = 'data-prerendered';

/** True when the page holds the landing page as the build drew it (and the address is still "/"). */
export function isPrerenderedLanding(): boolean {
  const root = typeof document === 'undefined' ? null : document.getElementById('root');
  return root?.getAttribute(PRERENDERED_ATTRIBUTE) === 'landing' && window.location.pathname === '/';
}

/**
 * The server sends the prerendered landing page only to a browser without a session cookie, so that
 * visitor is known to be signed out: the router starts on the page as drawn, without running the
 * landing check (which would draw "Loading..." over it first), and the session starts as signed out
 * (the header matches the markup), still checked again at once.
 */
export function startFromPrerenderedLanding(client: QueryClient, routeId: string) {
  if (!isPrerenderedLanding()) return undefined;
  client.setQueryData<SessionResponse>(sessionQueryKey, { user: null }, { updatedAt: 0 });
  return { hydrationData: { loaderData: { [routeId]: null } } };
}
