import type { SharedFavorites } from '../../../shared/contracts/public.js';
import { publicEndpoints } from '../../../shared/contracts/endpoints/public.js';
import { apiRequest } from '../../lib/api-client';

/** A trip's favourites while it has a valid share link: its public map. */
export async function fetchTripSharedFavorites(
  tripId: string,
  signal?: AbortSignal,
): Promise<SharedFavorites> {
  const { shared } = await apiRequest(publicEndpoints.tripSharedFavorites, {
    params: { id: tripId },
    signal,
  });
  return shared;
}

export async function fetchSharedFavorites(token: string, signal?: AbortSignal): Promise<SharedFavorites> {
  const { shared } = await apiRequest(publicEndpoints.sharedFavorites, { params: { token }, signal });
  return shared;
}
