/** What a pasted map link names: a place with its coordinates, a place to look up by id, or a short link. */
export type MapLink =
  | { kind: 'place'; name: string | null; address: string | null; lat: number; lng: number }
  | { kind: 'google-place-id'; name: string; placeId: string }
  | { kind: 'short'; url: URL };

const NUMBER = String.raw`[-+]?\d{1,3}(?:\.\d+)?`;
const PAIR = new RegExp(String.raw`^\s*(${NUMBER})\s*,\s*(${NUMBER})\s*$`);

/** A latitude and longitude written "38.71,-9.14", when both are on the globe. */
export function coordinatesIn(text: string | null | undefined): { lat: number; lng: number } | null {
  const match = PAIR.exec(text ?? '');
  if (!match) return null;
  return pointAt(Number(match[1]), Number(match[2]));
}

export function pointAt(lat: number, lng: number): { lat: number; lng: number } | null {
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng };
}

/** "38°42'38.5\"N 9°08'36.2\"W": a name that only says where, which is no name. */
const DEGREES = /^[\d\s.,°'"′″+-]*[NS][\s,]*[\d\s.,°'"′″+-]*[EW]$/i;

/** A name as a link carries it: `+` and `_` for spaces, percent-encoded; none when it only says where. */
export function nameFrom(raw: string | null | undefined, spaces: RegExp = /\+/g): string | null {
  if (!raw) return null;
  let name = raw.replace(spaces, ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    return null;
  }
  name = name
    .replace(/\p{Cc}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  if (!name || coordinatesIn(name) || DEGREES.test(name)) return null;
  return name;
}

/** A place's name and the address after it, as Google writes both into one ("Manteigaria, R. do Loreto 2"). */
export function splitNameAndAddress(full: string): { name: string; address: string | null } {
  const comma = full.indexOf(', ');
  if (comma < 0) return { name: full, address: null };
  return { name: full.slice(0, comma), address: full.slice(comma + 2) || null };
}

export function placeLink(
  point: { lat: number; lng: number } | null,
  name: string | null,
  address: string | null = null,
): MapLink | null {
  return point ? { kind: 'place', name, address, ...point } : null;
}
