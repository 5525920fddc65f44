import {
  coordinatesIn,
  nameFrom,
  placeLink,
  pointAt,
  splitNameAndAddress,
  type MapLink,
} from './map-link-parts.js';

/** Google's own ids: URL-safe base64-like text. */
const GOOGLE_PLACE_ID = /^[A-Za-z0-9_-]{10,300}$/;

/**
 * A Google Maps link: `/maps/place/NAME/@lat,lng,17z/data=…!3d{lat}!4d{lng}…` (the pin's own position in
 * the data, the view's centre after the @), `/maps/@lat,lng,15z`, `?q=lat,lng`, `?q=NAME&ll=lat,lng`, and
 * `/maps/search/?api=1&query=…` with or without `query_place_id`.
 */
export function parseGoogleMapsLink(url: URL): MapLink | null {
  const host = url.hostname.toLowerCase();
  if (host === 'maps.app.goo.gl' || host === 'goo.gl') return { kind: 'short', url };
  const path = url.pathname;
  const params = url.searchParams;
  const pin = /!3d(-?\d+(?:\.\d+)?)!4d(-?\d+(?:\.\d+)?)/.exec(path);
  const view = /\/@(-?\d+(?:\.\d+)?),(-?\d+(?:\.\d+)?)(?:,|$)/.exec(path);
  const pinned = pin ? pointAt(Number(pin[1]), Number(pin[2])) : null;
  const viewed = view ? pointAt(Number(view[1]), Number(view[2])) : null;

  const placed = /^\/maps\/place\/([^/]+)/.exec(path);
  if (placed) {
    const full = nameFrom(placed[1]);
    const { name, address } = full ? splitNameAndAddress(full) : { name: null, address: null };
    // The segment may be the coordinates themselves ("/maps/place/38.71,-9.14/").
    return placeLink(pinned ?? coordinatesIn(decodeSafely(placed[1] ?? '')) ?? viewed, name, address);
  }

  const query = params.get('query') ?? params.get('q');
  const queried = coordinatesIn(query);
  if (queried) return placeLink(queried, null);
  const placeId = params.get('query_place_id');
  const named = nameFrom(query);
  if (named && placeId && GOOGLE_PLACE_ID.test(placeId)) {
    return { kind: 'google-place-id', name: splitNameAndAddress(named).name, placeId };
  }
  const at = coordinatesIn(params.get('ll')) ?? pinned;
  if (named && at) {
    const { name, address } = splitNameAndAddress(named);
    return placeLink(at, name, address);
  }
  // A bare view of the map: its centre is all it says.
  if (/^\/maps\/?@/.test(path) || (path === '/maps' && viewed)) return placeLink(pinned ?? viewed, null);
  return at ? placeLink(at, null) : null;
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return '';
  }
}
