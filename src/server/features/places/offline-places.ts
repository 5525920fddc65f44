import type { PlaceDetails, PlaceSearchResponse } from '../../../shared/contracts/places.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { gazetteer, type City } from './gazetteer.js';
import { predictionWithDetails } from './place-prediction.js';
import type { Bias } from './place-ranking.js';
import { findStoredPlace, searchStoredPlaces, type StoredPlace } from './stored-places.js';

const RESULTS = 8;
const STORED_RESULTS = 4;

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });
const countryName = (code: string) => {
  try {
    return countryNames.of(code) ?? code;
  } catch {
    return code;
  }
};

const fromCity = (city: City) =>
  predictionWithDetails(
    city.id,
    city.name,
    [city.region, countryName(city.countryCode)].filter(Boolean).join(', '),
    city.lat,
    city.lng,
  );
const fromStored = (place: StoredPlace) =>
  predictionWithDetails(place.placeId, place.name, place.address ?? '', place.lat, place.lng);

/**
 * Search without any online provider: places already tagged on this server's tips first (a friend's
 * café is likelier than a town of the same name), then the cities of the world.
 */
export async function searchPlacesOffline(
  db: Db,
  query: string,
  bias: Bias | undefined,
): Promise<PlaceSearchResponse> {
  // The database looks up tagged places while the gazetteer searches in memory. The lookup is awaited
  // below; until then its failure must not count as unhandled.
  const lookup = searchStoredPlaces(db, query, STORED_RESULTS);
  lookup.catch(() => undefined);
  const found = gazetteer().search(query, bias, RESULTS);
  const stored = await lookup;
  const names = new Set(stored.map((place) => place.name.toLowerCase()));
  const cities = found.filter((city) => !names.has(city.name.toLowerCase()));
  return {
    predictions: [...stored.map(fromStored), ...cities.map(fromCity)].slice(0, RESULTS),
    source: 'offline',
  };
}

/** A city of the gazetteer or a place some tip on this server carries, by id; null when neither. */
export async function findPlaceOffline(db: Db, placeId: string): Promise<PlaceDetails | null> {
  const city = gazetteer().byPlaceId(placeId);
  if (city) return fromCity(city).details ?? null;
  const stored = await findStoredPlace(db, placeId);
  return stored ? (fromStored(stored).details ?? null) : null;
}

export const placeNotKnown = () => AppError.notFound('This place is not known here. Please search again.');
