import { FRIEND_PAGES } from '../../shared/pages/friend-pages.js';
import { matchPath } from '../../shared/pages/page-path.js';

/**
 * The pages of the friend entry (shared/pages/friend-pages.ts), as the server hands them to it (see
 * static-files.ts), with the trip id or token of the address; a missing one is left out.
 */
export type FriendRoute =
  | { page: 'askById'; tripId?: string }
  | { page: 'askByToken'; token?: string }
  | { page: 'thankYou'; token?: string }
  | { page: 'sharedFavorites' | 'sharedGuidebook'; token: string }
  | { page: 'notFound' };

/** Which friend page a path shows, with its id or token, decoded; one that cannot be is not found. */
export function matchFriendRoute(pathname: string): FriendRoute {
  for (const [page, path] of Object.entries(FRIEND_PAGES)) {
    const params = matchPath(path, pathname);
    if (params) return { page, ...params } as FriendRoute;
  }
  return { page: 'notFound' };
}
