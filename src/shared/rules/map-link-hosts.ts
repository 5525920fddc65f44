import { LIMITS } from '../limits.js';

/**
 * The map apps whose share links can name a place (decision 064), by host: the server reads them, and a
 * tip entry uses the same list to tell a pasted map link from any other link before asking the server.
 */
export const OSM_HOSTS = new Set(['openstreetmap.org', 'www.openstreetmap.org', 'osm.org']);
export const ORGANIC_HOSTS = new Set(['omaps.app', 'ge0.me', 'comaps.at']);
export const OSMAND_HOSTS = new Set(['osmand.net', 'www.osmand.net']);
export const APPLE_HOSTS = new Set(['maps.apple.com', 'maps.apple']);
const GOOGLE_HOST = /^(?:www\.|maps\.)?google\.(?:com|[a-z]{2}|co\.[a-z]{2}|com\.[a-z]{2})$/;

/** Google Maps links, and Google's short links to them (followed on the server, never parsed blind). */
export function isGoogleMapsLink(url: URL): boolean {
  const host = url.hostname.toLowerCase();
  if (host === 'maps.app.goo.gl') return true;
  if (host === 'goo.gl') return url.pathname.startsWith('/maps');
  if (!GOOGLE_HOST.test(host)) return false;
  return host.startsWith('maps.') || url.pathname === '/maps' || url.pathname.startsWith('/maps/');
}

/** Whether a URL is a link of one of those map apps, or a `geo:` URI. */
export function isMapLink(url: URL): boolean {
  if (url.protocol === 'geo:') return true;
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
  if (url.username || url.password) return false;
  const host = url.hostname.toLowerCase();
  return (
    isGoogleMapsLink(url) ||
    [APPLE_HOSTS, OSM_HOSTS, ORGANIC_HOSTS, OSMAND_HOSTS].some((hosts) => hosts.has(host))
  );
}

/** Punctuation that ends a sentence after a link rather than the link itself. */
const TRAILING_PUNCTUATION = /[.,;:!?'"”’»]+$/u;

/**
 * The first map link in pasted text, as it stands in that text, or null. A map app's share text may put
 * the place's name and address before its link; a closing bracket or a full stop after it is not part of it.
 */
export function mapLinkIn(text: string): string | null {
  for (const [token] of text.matchAll(/(?:https?:\/\/|geo:)[^\s<>]+/giu)) {
    let link = token.replace(TRAILING_PUNCTUATION, '');
    if (link.endsWith(')') && !link.includes('(')) link = link.slice(0, -1).replace(TRAILING_PUNCTUATION, '');
    if (link.length > LIMITS.mapLinkMaxLength) continue;
    try {
      if (isMapLink(new URL(link))) return link;
    } catch {
      // Not a URL after all: the next one may be.
    }
  }
  return null;
}
