import type { FastifyBaseLogger } from 'fastify';
import type {
  PlaceDetails,
  PlaceProviderProblem,
  PlaceSearchResponse,
} from '../../../shared/contracts/places.js';
import { PLACE_SEARCH_TEXTS } from '../../../shared/rules/place-search-texts.js';
import { BoundedMap } from '../../cache/bounded-map.js';
import type { AppConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { DestinationColumns } from '../../db/destination-columns.js';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { AppError } from '../../errors.js';
import { googlePlacesProvider } from './google-places.js';
import { findPlaceOffline, placeNotKnown, searchPlacesOffline } from './offline-places.js';
import { photonProvider } from './photon.js';
import { PlaceProviderError, type PlaceProvider } from './place-provider.js';
import { destinationData } from './destination-data.js';
import { gazetteer } from './gazetteer.js';
import { destinationColumns } from './list-destination.js';
import { locateOffline } from './locate-destination.js';
import { linkedPlaceDetails, linkNamesNoPlace, readMapLink } from './place-from-link.js';
import { foldForSearch, type Destination, type SearchNear } from './place-ranking.js';

const SEARCH_CACHE = { max: 2_000, ttl: 10 * 60_000 };
const DETAILS_CACHE = { max: 10_000, ttl: 60 * 60_000 };
/** After a lasting failure the provider is left alone this long, so nobody waits on it per keystroke. */
export const PROVIDER_PAUSE_MS = 30_000;

function providerOf(config: AppConfig['places']): PlaceProvider | null {
  if (config.provider === 'photon') return photonProvider(config.photonUrl);
  if (config.provider === 'google') return googlePlacesProvider(config.googleUrl, config.googleApiKey);
  return null;
}

/** Answers are kept per query and place searched near, rounded to about ten kilometres. */
function cacheKeyOf({ device, destination }: SearchNear): string {
  const at = (point: { lat: number; lng: number } | undefined) =>
    point ? `${point.lat.toFixed(1)},${point.lng.toFixed(1)}` : '';
  return `${at(device)}|${destination ? `${destination.kind}:${at(destination)}` : ''}`;
}

/** Where each of these destinations is, from the offline data alone. */
async function locateEachOffline(texts: readonly string[]): Promise<Map<string, Destination | null>> {
  const [data, cities] = await Promise.all([destinationData(), gazetteer()]);
  return new Map(texts.map((text) => [text, locateOffline(data, cities, text)]));
}

/** A country destination with its extent from the offline data, for the providers that take one. */
async function withExtent(destination: Destination | undefined): Promise<Destination | undefined> {
  if (destination?.kind !== 'country' || destination.extent || !destination.country) return destination;
  const country = (await destinationData()).countryByCode.get(destination.country);
  return { ...destination, extent: country?.[3] ?? null };
}

/**
 * Place search for one server: the configured online provider, with the offline search standing in
 * (and saying why) whenever the provider cannot answer. Answers are cached per query and rounded
 * searcher position; every place seen is remembered by id for the details call.
 */
export function createPlaceSearch(
  db: Db,
  config: AppConfig['places'],
  log: FastifyBaseLogger,
  now: () => number = Date.now,
) {
  const provider = providerOf(config);
  // Nothing to drop them early: a provider's answer stays as good for as long as it is kept.
  const answers = new BoundedMap<PlaceSearchResponse>({ ...SEARCH_CACHE, now });
  const seen = new BoundedMap<PlaceDetails>({ ...DETAILS_CACHE, now });
  let paused: { until: number; problem: PlaceProviderProblem } | null = null;

  const remember = (answer: PlaceSearchResponse) => {
    for (const { place_id, details } of answer.predictions) if (details) seen.set(place_id, details);
    return answer;
  };

  /** Runs a provider call; a failure is logged (its reason only: what people type is not) and returned. */
  async function ask<T>(call: (online: PlaceProvider) => Promise<T>): Promise<T | PlaceProviderProblem> {
    if (!provider) throw new Error('no online provider');
    if (paused && paused.until > now()) return paused.problem;
    try {
      return await call(provider);
    } catch (error) {
      if (!(error instanceof PlaceProviderError)) throw error;
      log.warn({ reason: error.message, problem: error.problem }, 'online place search failed');
      if (error.lasting) paused = { until: now() + PROVIDER_PAUSE_MS, problem: error.problem };
      return error.problem;
    }
  }

  return {
    /**
     * `ownerId`: the signed-in owner of the list the entry is for, whose own tagged places the offline
     * search offers; null for a friend's page. Offline answers are neither cached nor remembered: they
     * differ by searcher and carry their details.
     */
    async search(
      query: string,
      given: SearchNear,
      ownerId: string | null,
      session?: string,
    ): Promise<PlaceSearchResponse> {
      const near = { ...given, destination: await withExtent(given.destination) };
      const key = `${foldForSearch(query)}|${cacheKeyOf(near)}`;
      const cached = answers.get(key);
      if (cached) return cached;
      if (!provider) return searchPlacesOffline(db, query, near, ownerId);
      const online = await ask((online) => online.search(query, near, session));
      if (typeof online === 'string') {
        return { ...(await searchPlacesOffline(db, query, near, ownerId)), problem: online };
      }
      const answer: PlaceSearchResponse = { predictions: online, source: 'online', provider: provider.name };
      answers.set(key, answer);
      return remember(answer);
    },

    /**
     * Where a list's destination is: the online provider's answer when it has one, the offline data's
     * otherwise (and whenever the provider cannot answer). Null when neither knows the name.
     */
    async locate(text: string): Promise<Destination | null> {
      if (provider) {
        const online = await ask((online) => online.locate(text));
        if (online !== null && typeof online !== 'string') return online;
      }
      return (await locateEachOffline([text])).get(text) ?? null;
    },

    locateEachOffline,

    /**
     * The place a pasted map link names (decision 064). A Google place id without coordinates is looked
     * up when Google is the provider; otherwise such a link names nothing here.
     */
    async fromLink(text: string, mapLinks: AppConfig['mapLinks'], session?: string): Promise<PlaceDetails> {
      const found = await readMapLink(text, mapLinks);
      if (found.kind === 'place') {
        // Kept like a search result's, so asking for its details by id answers too.
        const linked = await linkedPlaceDetails(found);
        seen.set(linked.place_id, linked);
        return linked;
      }
      if (found.kind !== 'google-place-id' || provider?.name !== 'google') throw linkNamesNoPlace();
      const details = await ask((online) => online.details(found.placeId, session));
      if (details === null || typeof details === 'string') throw linkNamesNoPlace();
      seen.set(details.place_id, details);
      return details;
    },

    async details(placeId: string, session?: string): Promise<PlaceDetails> {
      const known = seen.get(placeId) ?? (await findPlaceOffline(placeId));
      if (known) return known;
      if (!provider) throw placeNotKnown();
      const found = await ask((online) => online.details(placeId, session));
      if (found === null) throw placeNotKnown();
      if (typeof found === 'string') {
        throw new AppError(errorCodes.providerUnavailable, 502, PLACE_SEARCH_TEXTS.detailsFailed);
      }
      seen.set(placeId, found);
      return found;
    },
  };
}

export type PlaceSearch = ReturnType<typeof createPlaceSearch>;
export type { Destination };
export { destinationColumns };

/** Where each of these destinations is, from the offline data, as a list's columns (migration 0010). */
export async function locateDestinationsOffline(
  texts: readonly string[],
): Promise<Map<string, DestinationColumns>> {
  const found = await locateEachOffline(texts);
  return new Map(texts.map((text) => [text, destinationColumns(found.get(text) ?? null)]));
}
