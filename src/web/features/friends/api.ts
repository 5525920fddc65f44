import type { PublicTip, PublicTrip, SubmitTipsBody } from '../../../shared/contracts/public.js';
import { publicEndpoints } from '../../../shared/contracts/endpoints/public.js';
import { apiRequest } from '../../lib/api-client';

/** How a friend's page knows its trip: by the id in /hello/{tripId} or the token in /rec/{shareToken}. */
export type TripKey = { by: 'id'; tripId: string } | { by: 'token'; token: string };

export async function fetchPublicTrip(key: TripKey, signal?: AbortSignal): Promise<PublicTrip> {
  const { trip } =
    key.by === 'id'
      ? await apiRequest(publicEndpoints.tripById, { params: { id: key.tripId }, signal })
      : await apiRequest(publicEndpoints.tripByShareToken, { params: { token: key.token }, signal });
  return trip;
}

/**
 * Sends every tip in one request; the server stores all of them or none, and answers them with a
 * receipt for exactly those (what a new account may make a guidebook of).
 */
export function submitTips(
  tripId: string,
  body: SubmitTipsBody,
): Promise<{ recommendations: PublicTip[]; receipt: string }> {
  return apiRequest(publicEndpoints.submitTips, { params: { id: tripId }, body });
}
