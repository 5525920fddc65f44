import { distanceInMetres, placeNameKey } from '../../../shared/rules/same-place.js';
import type { DestinationKind } from '../../db/tables.js';

/** A point on the globe. */
export interface Bias {
  lat: number;
  lng: number;
}

export type { DestinationKind };

/** What a list's destination was found to be: a city, a region or a country, and where. */
export interface Destination extends Bias {
  kind: DestinationKind;
  /** ISO 3166-1 alpha-2, when known. */
  country: string | null;
  /** A country's extent, [south, west, north, east], where the offline data knows it. */
  extent?: readonly [number, number, number, number] | null;
}

/**
 * What a search leans towards: the destination of the list the tip is for first; the searcher's own
 * position (when their browser said) breaks ties, or leads when the list has no located destination.
 */
export interface SearchNear {
  device?: Bias | undefined;
  destination?: Destination | undefined;
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

/** How far from a destination a place still counts as at it, by what the destination is. */
const DESTINATION_SCALE_KM: Record<DestinationKind, number> = { city: 25, region: 150, country: 400 };
/** Being in the destination's country counts as much as a 30-fold population. */
const SAME_COUNTRY_BONUS = 1.5;
/** Distance from a destination weighs twice as much as distance from the searcher. */
const DESTINATION_DISTANCE_WEIGHT = 2;

interface Rankable {
  population: number;
  lat: number;
  lng: number;
  countryCode?: string;
}

/**
 * Nearness to the destination: a place in a destination country is at it wherever it lies; otherwise
 * ten times the scale away costs as much as a hundredfold population, and the same country helps.
 */
function destinationTerm(place: Rankable, destination: Destination): number {
  const sameCountry = destination.country !== null && place.countryCode === destination.country;
  const distance = destination.kind === 'country' && sameCountry ? 0 : distanceKm(destination, place);
  const far = Math.log10(1 + distance / DESTINATION_SCALE_KM[destination.kind]);
  return (sameCountry ? SAME_COUNTRY_BONUS : 0) - DESTINATION_DISTANCE_WEIGHT * far;
}

/**
 * Larger places first; near the destination, nearer first; then near the searcher. A tenfold population
 * weighs as much as being some ten times closer to the searcher, so "Paris" near Paris, Texas still finds
 * the capital first from Europe and the town first from Texas. With a destination, places whose scores
 * differ by less than a tenth are told apart by the searcher's position alone.
 */
export function rankByPopulationAndDistance<T extends Rankable>(
  places: readonly T[],
  near: SearchNear,
  isExactName: (place: T) => boolean = () => false,
): T[] {
  const { device, destination } = near;
  const ranked = places.map((place) => {
    const size = Math.log10(place.population + 10) + (isExactName(place) ? EXACT_NAME_BONUS : 0);
    const byDevice = device ? size - Math.log10(1 + distanceKm(device, place) / 10) : size;
    const byDestination = destination
      ? Math.round((size + destinationTerm(place, destination)) * 10) / 10
      : 0;
    return { place, byDestination, byDevice };
  });
  return ranked
    .sort((a, b) => b.byDestination - a.byDestination || b.byDevice - a.byDevice)
    .map(({ place }) => place);
}
