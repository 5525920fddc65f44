/**
 * Organic Maps (and MAPS.ME before it) share a place as `https://omaps.app/{code}/{Name}`: the code's first
 * character is the zoom, the next up to nine carry latitude and longitude, three bits of each per character,
 * in URL-safe base64. Decoded here from the URL alone, as the app does.
 */
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MAX_CHARACTERS = 10;
const MAX_BITS = MAX_CHARACTERS * 3;

export function decodeGe0(code: string): { lat: number; lng: number } | null {
  if (!/^[A-Za-z0-9_-]{2,11}$/.test(code)) return null;
  const point = code.slice(1);
  let lat = 0;
  let lng = 0;
  for (let index = 0; index < point.length; index += 1) {
    const value = ALPHABET.indexOf(point.charAt(index));
    const shift = MAX_BITS - 3 * (index + 1);
    // Bits 5, 3 and 1 of each character are latitude's; bits 4, 2 and 0 longitude's.
    const latBits = (((value >> 5) & 1) << 2) | (((value >> 3) & 1) << 1) | ((value >> 1) & 1);
    const lngBits = (((value >> 4) & 1) << 2) | (((value >> 2) & 1) << 1) | (value & 1);
    lat += latBits * 2 ** shift;
    lng += lngBits * 2 ** shift;
  }
  // A short code names a square, not a point: its middle.
  const unknownBits = 3 * (MAX_CHARACTERS - point.length) - 1;
  if (unknownBits >= 0) {
    lat += 2 ** unknownBits;
    lng += 2 ** unknownBits;
  }
  const latitude = Math.round(((lat / (2 ** MAX_BITS - 1)) * 180 - 90) * 1e5) / 1e5;
  const longitude = Math.round(((lng / 2 ** MAX_BITS) * 360 - 180) * 1e5) / 1e5;
  if (Math.abs(latitude) >= 90 || Math.abs(longitude) >= 180) return null;
  return { lat: latitude, lng: longitude };
}
