import type { tripSharingContracts } from '../trip-sharing.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const tripSharingEndpoints = endpointsOf<typeof tripSharingContracts>()({
  tripSharing: 'GET /api/trips/:id/sharing',
  newAskLink: 'POST /api/trips/:id/ask-link',
  revokeAskLink: 'DELETE /api/trips/:id/ask-link',
  setTipCollection: 'PUT /api/trips/:id/tip-collection',
  setTripNotifications: 'PUT /api/trips/:id/notifications',
  setTripFollowing: 'PUT /api/trips/:id/following',
  revokeFavoritesLink: 'DELETE /api/trips/:id/shared-favorites/:linkId',
});
