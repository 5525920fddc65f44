import { LIMITS } from '../../../shared/limits.js';
import { decodeGe0 } from './ge0-code.js';
import {
  APPLE_HOSTS,
  isGoogleMapsLink,
  ORGANIC_HOSTS,
  OSM_HOSTS,
  OSMAND_HOSTS,
} from '../../../shared/rules/map-link-hosts.js';
import { parseGoogleMapsLink } from './google-map-link.js';
import { coordinatesIn, nameFrom, placeLink, pointAt, type MapLink } from './map-link-parts.js';

export type { MapLink };

export const MAP_LINK_MAX_LENGTH = LIMITS.mapLinkMaxLength;

/**
 * The place a pasted map link names, read from the URL alone: Google Maps, Apple Maps, OpenStreetMap,
 * Organic Maps, OsmAnd and `geo:` URIs. Null for anything else (another site, `javascript:`, `data:`, a
 * link too long), and for a map link that says neither where nor which place: it stays a link.
 */
export function parseMapLink(text: string): MapLink | null {
  const raw = text.trim();
  if (raw.length === 0 || raw.length > MAP_LINK_MAX_LENGTH) return null;
  if (/^geo:/i.test(raw)) return parseGeoUri(raw);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  const host = url.hostname.toLowerCase();
  if (isGoogleMapsLink(url)) return parseGoogleMapsLink(url);
  if (APPLE_HOSTS.has(host)) return parseAppleMapsLink(url);
  if (OSM_HOSTS.has(host)) return parseOpenStreetMapLink(url);
  if (ORGANIC_HOSTS.has(host)) return parseOrganicMapsLink(url);
  if (OSMAND_HOSTS.has(host)) return parseOsmAndLink(url);
  return null;
}

/** `maps.apple.com/?q=NAME&ll=lat,lng&address=…`, and the newer `/place?coordinate=lat,lng&name=…`. */
function parseAppleMapsLink(url: URL): MapLink | null {
  const params = url.searchParams;
  const point =
    coordinatesIn(params.get('ll')) ??
    coordinatesIn(params.get('coordinate')) ??
    coordinatesIn(params.get('q')) ??
    coordinatesIn(params.get('sll'));
  const name = nameFrom(params.get('name')) ?? nameFrom(params.get('q'));
  const address = nameFrom(params.get('address'));
  return placeLink(point, name, address);
}

/** `?mlat=&mlon=` (a marker) first, else the view's centre in `#map=zoom/lat/lng`. */
function parseOpenStreetMapLink(url: URL): MapLink | null {
  const params = url.searchParams;
  const marker = pointAt(Number(params.get('mlat') ?? NaN), Number(params.get('mlon') ?? NaN));
  const view = /(?:^#|&)map=\d{1,2}\/(-?\d+(?:\.\d+)?)\/(-?\d+(?:\.\d+)?)/.exec(url.hash);
  return placeLink(marker ?? (view ? pointAt(Number(view[1]), Number(view[2])) : null), null);
}

/** `omaps.app/{code}/{Name}` (the ge0 code), `omaps.app/lat,lng/{Name}`, `omaps.app/map?ll=…&n=…`. */
function parseOrganicMapsLink(url: URL): MapLink | null {
  const [first, second] = url.pathname.split('/').filter(Boolean);
  if (first === 'map') {
    return placeLink(coordinatesIn(url.searchParams.get('ll')), nameFrom(url.searchParams.get('n')));
  }
  if (!first) return null;
  const point = coordinatesIn(decodeURIComponent(first)) ?? decodeGe0(first);
  return placeLink(point, nameFrom(second, /[+_]/g));
}

/** `osmand.net/go?lat=&lon=&z=` and `osmand.net/map?pin=lat,lng#zoom/lat/lng`. */
function parseOsmAndLink(url: URL): MapLink | null {
  const params = url.searchParams;
  const point =
    pointAt(Number(params.get('lat') ?? NaN), Number(params.get('lon') ?? NaN)) ??
    coordinatesIn(params.get('pin'));
  return placeLink(point, nameFrom(params.get('name')));
}

/**
 * RFC 5870 `geo:lat,lng[,alt][;u=…]` and Android's `?q=lat,lng(Label)`; `geo:0,0?q=NAME` is a search,
 * not a place.
 */
function parseGeoUri(raw: string): MapLink | null {
  const match = /^geo:(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,-?\d+(?:\.\d+)?)?(?:;[^?]*)?(?:\?(.*))?$/i.exec(
    raw,
  );
  if (!match) return null;
  const query = new URLSearchParams(match[3] ?? '').get('q');
  const labelled = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*\((.*)\)\s*$/.exec(query ?? '');
  if (labelled) {
    return placeLink(pointAt(Number(labelled[1]), Number(labelled[2])), nameFrom(labelled[3]));
  }
  const point = pointAt(Number(match[1]), Number(match[2]));
  if (!point || (point.lat === 0 && point.lng === 0)) return placeLink(coordinatesIn(query), null);
  return placeLink(point, coordinatesIn(query) ? null : nameFrom(query));
}
