import { copyEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { apiRequest } from '../../lib/api-client';
import type { CopyResult } from './copy-outcome';
import type { CopyRequest } from '../../../shared/rules/copy-request.js';

/** Sends the one copy request; the server stores the whole copy or nothing. */
export async function sendCopy(request: CopyRequest): Promise<CopyResult> {
  if (request.into === 'trip') {
    const { trip } = await apiRequest(copyEndpoints.copyIntoTrip, { body: request.body });
    return {
      into: 'trip',
      from: request.body.from,
      destination: trip.destination,
      tipCount: trip.recommendation_count,
    };
  }
  const { guidebook } = await apiRequest(copyEndpoints.copyIntoGuidebook, { body: request.body });
  return { into: 'guidebook', destination: guidebook.destination };
}
