// The browser's copy of the contract tables: method and path only, checked by the compiler against the
// contracts; their types arrive through `import type`, so the schema library stays on the server.
import type { apiDocsContracts } from './api-docs.js';
import type { authContracts } from './auth.js';
import { endpointsOf } from './contract.js';
import type { healthContracts } from './health.js';
import type { publicContracts } from './public.js';
import type { tipContracts } from './recommendations.js';
import type { tripContracts } from './trips.js';

export const authEndpoints = endpointsOf<typeof authContracts>()({
  session: 'GET /api/auth/session',
  signUp: 'POST /api/auth/sign-up/email',
  signIn: 'POST /api/auth/sign-in/email',
  signOut: 'POST /api/auth/sign-out',
  requestPasswordReset: 'POST /api/auth/request-password-reset',
  resetPassword: 'POST /api/auth/reset-password',
});

export const tripEndpoints = endpointsOf<typeof tripContracts>()({
  listTrips: 'GET /api/trips',
  createTrip: 'POST /api/trips',
  getTrip: 'GET /api/trips/:id',
  updateTrip: 'PATCH /api/trips/:id',
  deleteTrip: 'DELETE /api/trips/:id',
  shareFavorites: 'POST /api/trips/:id/shared-favorites',
  tripEvents: 'GET /api/trips/:id/events',
});

export const tipEndpoints = endpointsOf<typeof tipContracts>()({
  addTips: 'POST /api/trips/:id/recommendations',
  reorderTips: 'PUT /api/trips/:id/recommendations/order',
  updateTip: 'PATCH /api/recommendations/:id',
  deleteTip: 'DELETE /api/recommendations/:id',
});

export const publicEndpoints = endpointsOf<typeof publicContracts>()({
  tripById: 'GET /api/public/trips/:id',
  tripByShareToken: 'GET /api/public/share-links/:token',
  submitTips: 'POST /api/public/trips/:id/recommendations',
  sharedFavorites: 'GET /api/public/shared-favorites/:token',
});

export const serviceEndpoints = {
  ...endpointsOf<typeof healthContracts>()({ health: 'GET /api/health' }),
  ...endpointsOf<typeof apiDocsContracts>()({ openApi: 'GET /api/openapi.json' }),
};
