import type { SharedFavorites } from '../../../shared/contracts/public.js';
import { publicEndpoints } from '../../../shared/contracts/endpoints/public.js';
import { apiRequest } from '../../lib/api-client';

export async function fetchSharedFavorites(token: string, signal?: AbortSignal): Promise<SharedFavorites> {
  const { shared } = await apiRequest(publicEndpoints.sharedFavorites, { params: { token }, signal });
  return shared;
}
