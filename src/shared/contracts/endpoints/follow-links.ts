import type { followLinkContracts } from '../follow-links.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const followLinkEndpoints = endpointsOf<typeof followLinkContracts>()({
  createFollowLink: 'POST /api/public/trips/:id/follow-links',
  followView: 'GET /api/public/follow-links/:token',
  followEvents: 'GET /api/public/follow-links/:token/events',
  deleteFollowLink: 'DELETE /api/public/follow-links/:token',
  setFollowEmail: 'PUT /api/public/follow-links/:token/email',
  removeFollowEmail: 'DELETE /api/public/follow-links/:token/email',
});
