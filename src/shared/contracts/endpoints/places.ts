import { endpointsOf } from '../contract.js';
import type { placeContracts } from '../places.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const placeEndpoints = endpointsOf<typeof placeContracts>()({
  searchPlaces: 'GET /api/places/search',
  placeFromLink: 'GET /api/places/from-link',
  placeDetails: 'GET /api/places/:placeId',
});
