import type { SharedFavorites } from '../../../shared/contracts/public.js';
import { apiClient } from '../../lib/api-client';

export const sharedFavoritesPath = (token: string) =>
  `/api/public/shared-favorites/${encodeURIComponent(token)}`;

export async function fetchSharedFavorites(token: string, signal?: AbortSignal): Promise<SharedFavorites> {
  const { shared } = await apiClient.get<{ shared: SharedFavorites }>(sharedFavoritesPath(token), signal);
  return shared;
}
