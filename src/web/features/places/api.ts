import { placeEndpoints } from '../../../shared/contracts/endpoints/places.js';
import type {
  PlaceDetails,
  PlacePrediction,
  PlaceSearchList,
  PlaceSearchResponse,
} from '../../../shared/contracts/places.js';
import type { PlaceData } from '../../../shared/contracts/tips.js';
import { apiRequest, ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import type { Translate } from '../../lib/i18n';

export interface SearchPosition {
  lat: number;
  lng: number;
}

/** `list`: the trip or guidebook the entry is for (place-search-list.tsx). */
export function searchPlaces(
  query: string,
  position: SearchPosition | null,
  session: string,
  list: PlaceSearchList | null,
  signal: AbortSignal,
): Promise<PlaceSearchResponse> {
  return apiRequest(placeEndpoints.searchPlaces, {
    query: { q: query, session, ...(position ?? {}), ...(list ? { list } : {}) },
    signal,
  });
}

export async function fetchPlaceDetails(placeId: string, session: string): Promise<PlaceDetails> {
  const { result } = await apiRequest(placeEndpoints.placeDetails, {
    params: { placeId },
    query: { session },
  });
  return result;
}

/** The place an option stands for, as an entry keeps it: its details come with it, or are asked for. */
export async function chosenPlace(prediction: PlacePrediction, session: string): Promise<PlaceData> {
  return placeDataOf(prediction.details ?? (await fetchPlaceDetails(prediction.place_id, session)));
}

/**
 * The place a pasted map link names, as an entry keeps it (decision 064); null when the link names none
 * or is not one the server reads, so it stays a link.
 */
export async function placeFromMapLink(link: string): Promise<PlaceData | null> {
  try {
    const { result } = await apiRequest(placeEndpoints.placeFromLink, {
      query: { url: link, session: newSearchSession() },
    });
    return placeDataOf(result);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 400 || error.status === 404)) return null;
    throw error;
  }
}

function placeDataOf(details: PlaceDetails): PlaceData {
  return {
    name: details.name,
    placeId: details.place_id,
    latitude: details.geometry.location.lat,
    longitude: details.geometry.location.lng,
    address: details.formatted_address || null,
  };
}

/** The panel's words for a failed search; too many searches are told as the server tells them. */
export function searchFailureText(t: Translate, error: unknown): string {
  if (!(error instanceof ApiError)) return t('places.search.failed');
  if (error.status === 0) return t('places.search.network');
  if (error.status === 429) return errorText(t, error);
  return t('places.search.failed');
}

/**
 * One search session per opening of the panel: Google bills its searches and the one details call that
 * follows as one. Random bytes, not crypto.randomUUID, which plain-http self-hosted sites do not have.
 */
export function newSearchSession(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}
