import { matchPath } from '../../shared/pages/page-path.js';
import { isFriendPage, isServerPage, LEGACY_LINKS, pageAt } from '../../shared/pages/page-table.js';

/**
 * How the service worker answers a request (decision 024):
 * - `pass`: as if there were no service worker (writes, other sites, friend pages, event streams);
 * - `page`: an owner's page: from the network, or the app's page kept at install when offline;
 * - `session`: who is signed in: from the network, which also tells whose reads are kept;
 * - `read`: an owner's API read: from the network, kept for the account, and the kept copy when offline;
 * - `file`: a file the app was built with: the copy kept at install, else the network.
 */
export type RequestRoute = 'pass' | 'page' | 'session' | 'read' | 'file';

export const SESSION_PATH = '/api/auth/session';

/**
 * A kept copy is read offline for 30 days after it was kept: past that, the account must be online to see
 * its trips again, and a lost or lent device does not show them forever. The worker stamps each copy.
 */
export const OFFLINE_COPY_MAX_AGE_MS = 30 * 24 * 60 * 60 * 1000;
export const COPIED_AT_HEADER = 'x-tiplist-kept-at';

/** Whether a copy kept at `copiedAt` (ms since the epoch, as stamped) may still be read; unstamped: no. */
export function isOfflineCopyFresh(copiedAt: string | null, now: number): boolean {
  const at = Number(copiedAt ?? Number.NaN);
  return Number.isFinite(at) && now - at < OFFLINE_COPY_MAX_AGE_MS;
}

/** The owner's reads a page is drawn from, kept for reading offline; events and downloads are not. */
const OFFLINE_COPY_READS = [
  /^\/api\/trips$/,
  /^\/api\/trips\/[^/]+$/,
  /^\/api\/guidebooks$/,
  /^\/api\/guidebooks\/[^/]+$/,
  /^\/api\/map\/style$/,
];

/** Links of earlier versions, which the server sends on to friend pages. */
const isLegacyLink = (pathname: string) => LEGACY_LINKS.some(({ from }) => matchPath(from.path, pathname));

interface RequestFacts {
  method: string;
  url: string;
  mode: string;
}

export function routeOf(request: RequestFacts, origin: string): RequestRoute {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'pass';
  const { pathname } = url;
  if (pathname === SESSION_PATH) return 'session';
  if (OFFLINE_COPY_READS.some((pattern) => pattern.test(pathname))) return 'read';
  if (pathname.startsWith('/api/')) return 'pass';
  if (request.mode === 'navigate') {
    // A friend's page is its own light entry with its own offline draft: it never gets the owner's app;
    // a page the server draws whole has no app to fall back to.
    return isFriendPage(pathname) || isServerPage(pathname) || isLegacyLink(pathname) ? 'pass' : 'page';
  }
  return 'file';
}

/** The API read an owner's page shows, kept when the page is opened: the server draws the trip page. */
export function readBehindPage(pathname: string): string | null {
  const found = pageAt(pathname);
  return found?.row.offlineCopyRead?.(found.params) ?? null;
}
