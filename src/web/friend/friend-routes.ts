/** The pages of the friend entry, as the server hands them to it (see static-files.ts). */
export type FriendRoute =
  | { page: 'ask'; by: 'id'; tripId: string | null }
  | { page: 'ask'; by: 'token'; token: string | null }
  | { page: 'thank-you'; token: string | null }
  | { page: 'shared-favorites' | 'shared-guidebook'; token: string }
  | { page: 'not-found' };

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** Splits "/hello/abc/" into ["hello", "abc"]; empty segments from doubled or trailing slashes are dropped. */
function segmentsOf(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** Which friend page a path shows, with its id or token. A missing id or token is `null`. */
export function matchFriendRoute(pathname: string): FriendRoute {
  const [first, second, ...rest] = segmentsOf(pathname);
  if (rest.length > 0) return { page: 'not-found' };
  const value = second === undefined ? null : decodeSegment(second);
  if (second !== undefined && value === null) return { page: 'not-found' };
  switch (first) {
    case 'hello':
      return { page: 'ask', by: 'id', tripId: value };
    case 'rec':
      return { page: 'ask', by: 'token', token: value };
    case 'thank-you':
      return { page: 'thank-you', token: value };
    // Both shared lists need their token; one branch keeps the friend page's first download small.
    case 'shared-favorites':
    case 'shared-guidebook':
      return value === null ? { page: 'not-found' } : { page: first, token: value };
    default:
      return { page: 'not-found' };
  }
}

/** Where a friend goes after sending tips: the thank-you page keeps the share token of a /rec link. */
export function thankYouPath(token: string | null): string {
  return token ? `/thank-you/${encodeURIComponent(token)}` : '/thank-you';
}

export function askByIdPath(tripId: string): string {
  return `/hello/${encodeURIComponent(tripId)}`;
}
