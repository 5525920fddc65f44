import type { publicContracts } from '../public.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const publicEndpoints = endpointsOf<typeof publicContracts>()({
  tripById: 'GET /api/public/trips/:id',
  tripByShareToken: 'GET /api/public/share-links/:token',
  submitTips: 'POST /api/public/trips/:id/recommendations',
  sharedFavorites: 'GET /api/public/shared-favorites/:token',
  tripSharedFavorites: 'GET /api/public/trips/:id/shared-favorites',
});
