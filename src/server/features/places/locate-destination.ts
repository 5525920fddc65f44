import type { DestinationData } from './destination-data.js';
import type { Gazetteer } from './gazetteer.js';
import { distanceKm, foldForSearch, type Destination } from './place-ranking.js';

/** A city this large is what its name means, before a region of the same name elsewhere ("New York"). */
const MAJOR_CITY_POPULATION = 1_000_000;
/** A region whose centre is this near a city of its name is named after that city ("Lisbon", "Porto"). */
const NAMED_AFTER_CITY_KM = 150;

/**
 * What one name means, in a country when one is given: a country; else a city or a region, the region
 * unless it is named after the city or the city is a major one ("Bali" the island, not the Indian town).
 */
function placeNamed(
  data: DestinationData,
  cities: Gazetteer,
  name: string,
  country: string | null,
): Destination | null {
  const key = foldForSearch(name);
  if (!key) return null;
  const asCountry = data.countryByName.get(key);
  if (asCountry && (country === null || asCountry[0] === country)) {
    const [code, lat, lng, extent] = asCountry;
    return { lat, lng, kind: 'country', country: code, extent };
  }
  const [city] = cities.named(name).filter((found) => country === null || found.countryCode === country);
  const asCity = city && { lat: city.lat, lng: city.lng, kind: 'city' as const, country: city.countryCode };
  const region = data.regionsByName.get(key)?.find((row) => country === null || row[0] === country);
  if (!region) return asCity ?? null;
  const asRegion = { lat: region[1], lng: region[2], kind: 'region' as const, country: region[0] };
  if (!city || !asCity) return asRegion;
  const namedAfter = city.countryCode === region[0] && distanceKm(asCity, asRegion) <= NAMED_AFTER_CITY_KM;
  return namedAfter || city.population >= MAJOR_CITY_POPULATION ? asCity : asRegion;
}

/** The country a hint names ("Portugal", "UK"), or the country of the region it names ("Texas", "TX"). */
function countryOfHint(data: DestinationData, hint: string): string | null {
  const key = foldForSearch(hint);
  return data.countryByName.get(key)?.[0] ?? data.regionsByName.get(key)?.[0]?.[0] ?? null;
}

/**
 * Where a list's destination is, from the offline data alone: "Lisbon", "Perth, Scotland", "Portugal",
 * "Tuscany", "Austin, TX". The whole text is tried first, then its first part within what the last part
 * names. Null when nothing is known by that name: the search then leans on the searcher's position.
 */
export function locateOffline(data: DestinationData, cities: Gazetteer, text: string): Destination | null {
  const whole = text.trim();
  const found = placeNamed(data, cities, whole, null);
  if (found) return found;
  const parts = whole
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const [first] = parts;
  const last = parts.at(-1);
  if (!first || !last || parts.length < 2) return null;
  const country = countryOfHint(data, last);
  if (country) {
    const within = placeNamed(data, cities, first, country);
    if (within) return within;
  }
  return placeNamed(data, cities, first, null);
}
