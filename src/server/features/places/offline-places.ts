import type { PlaceDetails, PlaceSearchResponse } from '../../../shared/contracts/places.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { gazetteer, type City } from './gazetteer.js';
import { predictionWithDetails } from './place-prediction.js';
import type { SearchNear } from './place-ranking.js';
import { searchStoredPlaces, type StoredPlace } from './stored-places.js';

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
 * Search without any online provider: the places the searcher has tagged in their own lists first (their
 * café is likelier than a town of the same name), then the cities of the world. Without a searcher (a
 * friend's page) the cities only: other people's tags are not public.
 */
export async function searchPlacesOffline(
  db: Db,
  query: string,
  near: SearchNear,
  ownerId: string | null,
): Promise<PlaceSearchResponse> {
  // The database looks up tagged places while the gazetteer searches in memory. The lookup is awaited
  // below; until then its failure must not count as unhandled.
  const lookup =
    ownerId === null ? Promise.resolve([]) : searchStoredPlaces(db, ownerId, query, STORED_RESULTS);
  lookup.catch(() => undefined);
  const found = (await gazetteer()).search(query, near, RESULTS);
  const stored = await lookup;
  const names = new Set(stored.map((place) => place.name.toLowerCase()));
  const cities = found.filter((city) => !names.has(city.name.toLowerCase()));
  return {
    predictions: [...stored.map(fromStored), ...cities.map(fromCity)].slice(0, RESULTS),
    source: 'offline',
  };
}

/**
 * A city of the gazetteer by id; null otherwise. Tagged places are not looked up by id: their search
 * results carry their details, and an id alone must not tell whether someone has tagged a place.
 */
export async function findPlaceOffline(placeId: string): Promise<PlaceDetails | null> {
  const city = (await gazetteer()).byPlaceId(placeId);
  return city ? (fromCity(city).details ?? null) : null;
}

export const placeNotKnown = () => AppError.notFound('This place is not known here. Please search again.');
