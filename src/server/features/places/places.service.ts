import type { FastifyBaseLogger } from 'fastify';
import type { PlaceDetails, PlaceSearchResponse } from '../../../shared/contracts/places.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { gazetteer, type City } from './gazetteer.js';
import { searchPhoton } from './photon.js';
import { predictionWithDetails } from './place-prediction.js';
import { foldForSearch, type Bias } from './place-ranking.js';
import { findStoredPlace, searchStoredPlaces, type StoredPlace } from './stored-places.js';
import { TtlCache } from './ttl-cache.js';

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
  predictionWithDetails(city.id, city.name, countryName(city.countryCode), city.lat, city.lng);
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
  if (city) return fromCity(city).details as PlaceDetails;
  const stored = await findStoredPlace(db, placeId);
  if (!stored) throw AppError.notFound('This place is not known here. Please search again.');
  return fromStored(stored).details as PlaceDetails;
}

const SEARCH_CACHE = { entries: 2_000, ttlMs: 10 * 60_000 };
const DETAILS_CACHE = { entries: 10_000, ttlMs: 60 * 60_000 };

/**
 * Place search for one server: the configured online provider, with the offline search standing in
 * (and saying so) whenever the provider cannot answer. Answers are cached per query and rounded
 * searcher position; every place seen is remembered by id for the details call.
 */
export function createPlaceSearch(db: Db, config: AppConfig['places'], log: FastifyBaseLogger) {
  const answers = new TtlCache<PlaceSearchResponse>(SEARCH_CACHE.entries, SEARCH_CACHE.ttlMs);
  const seen = new TtlCache<PlaceDetails>(DETAILS_CACHE.entries, DETAILS_CACHE.ttlMs);

  const remember = (answer: PlaceSearchResponse) => {
    for (const { place_id, details } of answer.predictions) if (details) seen.set(place_id, details);
    return answer;
  };

  async function searchOnline(query: string, bias: Bias | undefined): Promise<PlaceSearchResponse | null> {
    if (config.provider === 'offline') return null;
    try {
      return { predictions: await searchPhoton(config.photonUrl, query, bias), source: 'online' };
    } catch (error) {
      // The reason only: what people type is not logged.
      log.warn(
        { reason: error instanceof Error ? error.message : String(error) },
        'online place search failed',
      );
      return null;
    }
  }

  return {
    async search(query: string, bias: Bias | undefined): Promise<PlaceSearchResponse> {
      const key = `${foldForSearch(query)}|${bias ? `${bias.lat.toFixed(1)},${bias.lng.toFixed(1)}` : ''}`;
      const cached = answers.get(key);
      if (cached) return cached;
      const online = await searchOnline(query, bias);
      if (online) answers.set(key, online);
      return remember(online ?? (await searchPlacesOffline(db, query, bias)));
    },
    async details(placeId: string): Promise<PlaceDetails> {
      return seen.get(placeId) ?? findPlaceOffline(db, placeId);
    },
  };
}
