import { guardedRequest } from '../../outbound/guarded-request.js';
import type { ResolveHost } from '../../outbound/safe-addresses.js';
import { isGoogleMapsLink } from '../../../shared/rules/map-link-hosts.js';
import { parseGoogleMapsLink } from './google-map-link.js';
import type { MapLink } from './map-link-parts.js';

/** Redirects followed at most, each to a short-link host again. */
export const SHORT_LINK_HOPS = 5;
/** For all the hops together. */
export const SHORT_LINK_TIMEOUT_MS = 5_000;
const USER_AGENT = 'Tiplist (self-hosted travel tips) map links';

export interface ShortLinkOptions {
  /**
   * Where short links are asked instead of their own host (MAP_LINK_RESOLVER_URL: a stand-in in tests),
   * which may be a private address; null: Google's own redirector, public addresses only.
   */
  resolverUrl: string | null;
  resolve?: ResolveHost | undefined;
  timeoutMs?: number;
}

/**
 * The place a Google short link (`maps.app.goo.gl/…`, `goo.gl/maps/…`) leads to. Only those hosts are
 * requested, each without following its redirect: the first `Location` that is a Google Maps link is
 * read, never requested. A consent page, an error, anything else, a loop or the time running out: null,
 * and the link stays a link.
 */
export async function resolveShortMapLink(link: URL, options: ShortLinkOptions): Promise<MapLink | null> {
  const timeoutMs = options.timeoutMs ?? SHORT_LINK_TIMEOUT_MS;
  const started = Date.now();
  let current = link;
  for (let hop = 0; hop < SHORT_LINK_HOPS; hop += 1) {
    const left = timeoutMs - (Date.now() - started);
    if (left <= 0) return null;
    const target = options.resolverUrl
      ? new URL(`${options.resolverUrl}${current.pathname}${current.search}`)
      : current;
    let location: string | null;
    try {
      const answer = await guardedRequest(
        target,
        { method: 'GET', headers: { 'user-agent': USER_AGENT, accept: 'text/html' } },
        {
          subject: 'link',
          allowPrivate: options.resolverUrl !== null,
          timeoutMs: left,
          resolve: options.resolve,
        },
      );
      location = answer.status >= 300 && answer.status < 400 ? answer.location : null;
    } catch {
      return null;
    }
    const next =
      location === null ? null : URL.canParse(location, current.href) ? new URL(location, current) : null;
    if (!next || (next.protocol !== 'https:' && next.protocol !== 'http:') || !isGoogleMapsLink(next))
      return null;
    const found = parseGoogleMapsLink(next);
    if (found?.kind !== 'short') return found;
    current = found.url;
  }
  return null;
}
