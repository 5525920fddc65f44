import type { PublicTip, PublicTrip, SubmitTipsBody } from '../../../shared/contracts/public.js';
import { apiClient, apiRequest } from '../../lib/api-client';

export const publicPaths = {
  tripById: (tripId: string) => `/api/public/trips/${encodeURIComponent(tripId)}`,
  tripByToken: (token: string) => `/api/public/share-links/${encodeURIComponent(token)}`,
  tips: (tripId: string) => `/api/public/trips/${encodeURIComponent(tripId)}/recommendations`,
};

/** How a friend's page knows its trip: by the id in /hello/{tripId} or the token in /rec/{shareToken}. */
export type TripKey = { by: 'id'; tripId: string } | { by: 'token'; token: string };

export async function fetchPublicTrip(key: TripKey, signal?: AbortSignal): Promise<PublicTrip> {
  const path = key.by === 'id' ? publicPaths.tripById(key.tripId) : publicPaths.tripByToken(key.token);
  const { trip } = await apiClient.get<{ trip: PublicTrip }>(path, signal);
  return trip;
}

/** Sends every tip in one request; the server stores all of them or none. */
export async function submitTips(tripId: string, body: SubmitTipsBody): Promise<PublicTip[]> {
  const { recommendations } = await apiRequest<{ recommendations: PublicTip[] }>(publicPaths.tips(tripId), {
    method: 'POST',
    body,
  });
  return recommendations;
}
