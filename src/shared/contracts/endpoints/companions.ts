import type { companionContracts } from '../companions.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const companionEndpoints = endpointsOf<typeof companionContracts>()({
  listTripCompanions: 'GET /api/trips/:id/companions',
  inviteToTrip: 'POST /api/trips/:id/invites',
  revokeTripInvite: 'DELETE /api/trips/:id/invites/:inviteId',
  removeTripCompanion: 'DELETE /api/trips/:id/companions/:userId',
  leaveTrip: 'DELETE /api/trips/:id/membership',
  updateTripMembership: 'PUT /api/trips/:id/membership',
  listGuidebookCompanions: 'GET /api/guidebooks/:id/companions',
  inviteToGuidebook: 'POST /api/guidebooks/:id/invites',
  revokeGuidebookInvite: 'DELETE /api/guidebooks/:id/invites/:inviteId',
  removeGuidebookCompanion: 'DELETE /api/guidebooks/:id/companions/:userId',
  leaveGuidebook: 'DELETE /api/guidebooks/:id/membership',
  previewInvite: 'GET /api/public/invites/:token',
  acceptInvite: 'POST /api/invites/:token',
  listCompanionNotices: 'GET /api/companion-notices',
  dismissCompanionNotice: 'DELETE /api/companion-notices/:id',
});
