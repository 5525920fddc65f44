import { fillPath } from '../../shared/contracts/contract.js';
import { authEndpoints } from '../../shared/contracts/endpoints/auth.js';
import { sharedGuidebookEndpoints } from '../../shared/contracts/endpoints/guidebooks.js';
import { publicEndpoints } from '../../shared/contracts/endpoints/public.js';

/**
 * The API reads a friend page makes as soon as it runs, by its path: the browser starts them with
 * the page (a `Link: rel=preload` header) instead of after the page's scripts have arrived and run,
 * which on a phone was the last round trip before the page's heading could be drawn. The paths are
 * the ones the page asks for itself (the same contract and encoding), or the preload goes unused.
 */
function apiReadsOf(pathname: string): string[] {
  const [page, value, ...rest] = pathname.split('/').filter((segment) => segment !== '');
  if (value === undefined || rest.length > 0) return [];
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
      return [read(publicEndpoints.sharedFavorites.path, { token: decoded }), authEndpoints.session.path];
    case 'shared-guidebook':
      return [
        read(sharedGuidebookEndpoints.sharedGuidebook.path, { token: decoded }),
        authEndpoints.session.path,
      ];
    default:
      return [];
  }
}

/** The `Link` header value that preloads a friend page's first API reads, or null when it makes none. */
export function friendPagePreloads(pathname: string): string | null {
  const reads = apiReadsOf(pathname);
  if (reads.length === 0) return null;
  // `crossorigin` makes the preload's credentials mode match fetch's same-origin default, so it is reused.
  return reads.map((path) => `<${path}>; rel=preload; as=fetch; crossorigin`).join(', ');
}
