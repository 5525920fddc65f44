import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fillPath } from '../../shared/contracts/contract.js';
import { authEndpoints } from '../../shared/contracts/endpoints/auth.js';
import { guidebookEndpoints, sharedGuidebookEndpoints } from '../../shared/contracts/endpoints/guidebooks.js';
import { publicEndpoints } from '../../shared/contracts/endpoints/public.js';
import { tripEndpoints } from '../../shared/contracts/endpoints/trips.js';
import { PAGE_MODULES, pageWithModulesAt, type PageWithModules } from '../../shared/rules/page-modules.js';

/** What the build wrote in page-chunks.json (scripts/page-chunks.mjs): script files by entry and by page. */
export interface PageChunks {
  entries: Partial<Record<'index.html' | 'friend.html', string[]>>;
  pages: Partial<Record<PageWithModules, string[]>>;
}

/** The build's list (scripts/page-chunks.mjs), or null for a build without one: pages then name no scripts. */
export function loadPageChunks(webDir: string): PageChunks | null {
  const file = path.join(webDir, '.vite', 'page-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageChunks) : null;
}

const sessionRead = authEndpoints.session.path;

/**
 * The API reads a page makes as soon as it runs, by its path: the browser starts them with the page
 * instead of after the page's scripts have arrived and run, which on a phone was the last round trip
 * before the page's heading could be drawn. The paths are the ones the page asks for itself (the same
 * contract and encoding), or the preload goes unused. An owner's page reads only with a session.
 */
function apiReadsOf(pathname: string, signedIn: boolean): string[] {
  const [page, value, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  if (rest.length > 0) return [];
  if (value === undefined)
    return signedIn && page === 'dashboard' ? [sessionRead, tripEndpoints.listTrips.path] : [];
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return [];
  }
  const read = (path: string, params: Record<string, string>) => fillPath(path, params);
  switch (page) {
    case 'hello':
      return [read(publicEndpoints.tripById.path, { id: decoded })];
    case 'rec':
      return [read(publicEndpoints.tripByShareToken.path, { token: decoded })];
    // Both shared pages also ask whether the visitor is signed in, to offer "Sign In" or "Save".
    case 'shared-favorites':
      return [read(publicEndpoints.sharedFavorites.path, { token: decoded }), sessionRead];
    case 'shared-guidebook':
      return [read(sharedGuidebookEndpoints.sharedGuidebook.path, { token: decoded }), sessionRead];
    case 'trip':
      return signedIn ? [sessionRead, read(tripEndpoints.getTrip.path, { id: decoded })] : [];
    case 'guidebook':
      return signedIn ? [sessionRead, read(guidebookEndpoints.getGuidebook.path, { id: decoded })] : [];
    default:
      return [];
  }
}

/**
 * The script files a page loads on demand, and its entry's own, which go first so they keep their turn
 * on a phone's few connections; none for an owner's page without a session (it is sent to sign in).
 */
function scriptsOf(pathname: string, signedIn: boolean, chunks: PageChunks | null) {
  const page = pageWithModulesAt(pathname);
  if (!chunks || !page) return { entry: [], page: [] };
  const { entry, signedIn: needsSession } = PAGE_MODULES[page];
  if (needsSession && !signedIn) return { entry: [], page: [] };
  return { entry: chunks.entries[entry] ?? [], page: chunks.pages[page] ?? [] };
}

const modulePreload = (file: string) => `<${file}>; rel=modulepreload`;
// `crossorigin` makes the preload's credentials mode match fetch's same-origin default, so it is reused.
const fetchPreload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

/**
 * The `Link` header value that has the browser fetch, with the page, the scripts and API reads it would
 * otherwise find one after another; null when there are none.
 */
export function pagePreloads(
  pathname: string,
  { signedIn, chunks }: { signedIn: boolean; chunks: PageChunks | null },
): string | null {
  const scripts = scriptsOf(pathname, signedIn, chunks);
  const links = [
    ...scripts.entry.map(modulePreload),
    ...apiReadsOf(pathname, signedIn).map(fetchPreload),
    ...scripts.page.map(modulePreload),
  ];
  return links.length === 0 ? null : links.join(', ');
}
