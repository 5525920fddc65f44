import { mapEndpoints } from '../../../shared/contracts/endpoints/maps.js';
import type { MapStyle } from '../../../shared/contracts/maps.js';
import { apiRequest } from '../../lib/api-client';

/** The online style this server uses, or null for the bundled basemap alone. */
export function fetchMapStyle(signal?: AbortSignal): Promise<MapStyle> {
  return apiRequest(mapEndpoints.mapStyle, { signal });
}
