import type { tripContracts } from '../trips.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const tripEndpoints = endpointsOf<typeof tripContracts>()({
  listTrips: 'GET /api/trips',
  createTrip: 'POST /api/trips',
  getTrip: 'GET /api/trips/:id',
  updateTrip: 'PATCH /api/trips/:id',
  deleteTrip: 'DELETE /api/trips/:id',
  shareFavorites: 'POST /api/trips/:id/shared-favorites',
  exportTrip: 'GET /api/trips/:id/export',
  tripEvents: 'GET /api/trips/:id/events',
});
