import type { OutgoingHttpHeaders } from 'node:http';

/** Headers as inject answers them (a record) or as fetch does (Headers). */
type AnyHeaders = OutgoingHttpHeaders | Headers;

const headerOf = (headers: AnyHeaders, name: string): string | undefined => {
  const value = headers instanceof Headers ? headers.get(name) : headers[name];
  return value === null || value === undefined ? undefined : [value].flat().map(String).join(', ');
};

/** Whether the answer's Vary names a request header (any case, among others). */
export function variesOn(headers: AnyHeaders, name: string): boolean {
  const vary = headerOf(headers, 'vary') ?? '';
  return vary.split(',').some((field) => field.trim().toLowerCase() === name.toLowerCase());
}

/** Public answers a cache may hold for longer, or must not hold at all, by the route's own choice. */
const OWN_CACHING: Record<string, string> = {
  'GET /api/images/:imageId': 'public, max-age=31536000, immutable',
  'GET /api/public/map-pictures/:z/:x/:y': 'public, max-age=2592000',
  'GET /api/public/shared-guidebooks/:token/export': 'private, no-store',
};

/**
 * A friend's follow link (decision 062) and what an invite opens (decision 069): every answer, errors and
 * a follow link's open stream too, is one person's, kept by no cache.
 */
const FOLLOW_LINK_ROUTE = / \/api\/public\/(follow-links\/|trips\/:id\/follow-links$|invites\/)/;

/**
 * What is wrong with an answer's caching headers, or null. Owner, admin and account answers (errors
 * too) are kept by no cache and vary on the cookie; an open event stream says no-cache, no-transform;
 * public reads are revalidated, unless their route chose otherwise for its successes.
 */
export function cacheProblem(
  route: { key: string; private: boolean },
  answer: { status: number; headers: AnyHeaders; streaming?: boolean },
): string | null {
  const cacheControl = headerOf(answer.headers, 'cache-control');
  const privateAnswer = route.private || route.key.includes(' /api/auth/');
  let expected = 'no-cache';
  if (FOLLOW_LINK_ROUTE.test(route.key)) expected = answer.streaming ? 'no-store, no-transform' : 'no-store';
  else if (answer.streaming) expected = 'no-cache, no-transform';
  else if (privateAnswer) expected = 'private, no-store';
  else if (answer.status < 400) expected = OWN_CACHING[route.key] ?? expected;
  if (cacheControl !== expected) return `cache-control ${cacheControl}, expected ${expected}`;
  if (privateAnswer && !answer.streaming && !variesOn(answer.headers, 'Cookie')) {
    return `vary ${headerOf(answer.headers, 'vary')}, without Cookie`;
  }
  return null;
}
