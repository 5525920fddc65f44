/** Where the searcher is, when their browser said: results nearby come first. */
export interface Bias {
  lat: number;
  lng: number;
}

/** "São Paulo" and "sao paulo" search alike: accents dropped, lower case, spaces folded. */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

const EARTH_RADIUS_KM = 6371;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

export function distanceKm(a: Bias, b: Bias): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A name typed in full counts as much as a tenfold population: "Porto" finds Porto before Porto Alegre. */
const EXACT_NAME_BONUS = 1;

/**
 * Larger places first; near the searcher, nearer first. A tenfold population weighs as much as being
 * some ten times closer, so "Paris" near Paris, Texas still finds the capital first from Europe and the
 * town first from Texas.
 */
export function rankByPopulationAndDistance<T extends { population: number; lat: number; lng: number }>(
  places: readonly T[],
  bias: Bias | undefined,
  isExactName: (place: T) => boolean = () => false,
): T[] {
  const score = (place: T) => {
    const size = Math.log10(place.population + 10) + (isExactName(place) ? EXACT_NAME_BONUS : 0);
    return bias ? size - Math.log10(1 + distanceKm(bias, place) / 10) : size;
  };
  return places
    .map((place) => ({ place, score: score(place) }))
    .sort((a, b) => b.score - a.score)
    .map(({ place }) => place);
}
