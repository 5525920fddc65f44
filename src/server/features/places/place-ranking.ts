import { distanceInMetres, placeNameKey } from '../../../shared/rules/same-place.js';

/** Where the searcher is, when their browser said: results nearby come first. */
export interface Bias {
  lat: number;
  lng: number;
}

/** "São Paulo" and "sao paulo" search alike: accents dropped, lower case, spaces folded. */
export const foldForSearch = placeNameKey;

export function distanceKm(a: Bias, b: Bias): number {
  return (
    distanceInMetres({ latitude: a.lat, longitude: a.lng }, { latitude: b.lat, longitude: b.lng }) / 1000
  );
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
