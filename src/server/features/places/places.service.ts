import type { PlaceDetails, PlaceSearchResponse } from '../../../shared/contracts/places.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { gazetteer, type City } from './gazetteer.js';
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

const fromCity = (city: City) => ({
  place_id: city.id,
  structured_formatting: { main_text: city.name, secondary_text: countryName(city.countryCode) },
});

const fromStored = (place: StoredPlace) => ({
  place_id: place.placeId,
  structured_formatting: { main_text: place.name, secondary_text: place.address ?? '' },
});

/**
 * Search without any online provider: places already tagged on this server's tips first (a friend's
 * café is likelier than a town of the same name), then the cities of the world.
 */
export async function searchPlacesOffline(
  db: Db,
  query: string,
  bias: Bias | undefined,
): Promise<PlaceSearchResponse> {
  const stored = await searchStoredPlaces(db, query, STORED_RESULTS);
  const names = new Set(stored.map((place) => place.name.toLowerCase()));
  const cities = gazetteer()
    .search(query, bias, RESULTS)
    .filter((city) => !names.has(city.name.toLowerCase()));
  return {
    predictions: [...stored.map(fromStored), ...cities.map(fromCity)].slice(0, RESULTS),
    source: 'offline',
  };
}

export async function findPlaceOffline(db: Db, placeId: string): Promise<PlaceDetails> {
  const city = gazetteer().byPlaceId(placeId);
  if (city) {
    return {
      place_id: city.id,
      name: city.name,
      formatted_address: `${city.name}, ${countryName(city.countryCode)}`,
      geometry: { location: { lat: city.lat, lng: city.lng } },
    };
  }
  const stored = await findStoredPlace(db, placeId);
  if (!stored) throw AppError.notFound('This place is not known here. Please search again.');
  return {
    place_id: stored.placeId,
    name: stored.name,
    formatted_address: stored.address ?? stored.name,
    geometry: { location: { lat: stored.lat, lng: stored.lng } },
  };
}
