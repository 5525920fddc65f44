import type { SharedFavorites } from '../../../shared/contracts/public.js';
import type { SharedGuidebook } from '../../../shared/contracts/shared-guidebooks.js';
import { sharedGuidebookEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
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

/** A guidebook behind its share link: 404 when unknown or revoked, 410 once the link has expired. */
export async function fetchSharedGuidebook(token: string, signal?: AbortSignal): Promise<SharedGuidebook> {
  const { guidebook } = await apiRequest(sharedGuidebookEndpoints.sharedGuidebook, {
    params: { token },
    signal,
  });
  return guidebook;
}
