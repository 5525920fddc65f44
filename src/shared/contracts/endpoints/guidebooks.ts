import type { copyContracts } from '../copies.js';
import type { guidebookTipContracts } from '../guidebook-tips.js';
import type { guidebookContracts } from '../guidebooks.js';
import type { sharedGuidebookContracts } from '../shared-guidebooks.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const guidebookEndpoints = endpointsOf<typeof guidebookContracts>()({
  listGuidebooks: 'GET /api/guidebooks',
  createGuidebook: 'POST /api/guidebooks',
  getGuidebook: 'GET /api/guidebooks/:id',
  updateGuidebook: 'PUT /api/guidebooks/:id',
  deleteGuidebook: 'DELETE /api/guidebooks/:id',
  listGuidebookLinks: 'GET /api/guidebooks/:id/shared-links',
  createGuidebookLink: 'POST /api/guidebooks/:id/shared-links',
  revokeGuidebookLink: 'DELETE /api/guidebooks/:id/shared-links/:linkId',
  exportGuidebook: 'GET /api/guidebooks/:id/export',
  guidebookEvents: 'GET /api/guidebooks/:id/events',
});

export const guidebookTipEndpoints = endpointsOf<typeof guidebookTipContracts>()({
  addGuidebookTips: 'POST /api/guidebooks/:id/recommendations',
  reorderGuidebookTips: 'PUT /api/guidebooks/:id/recommendations/order',
  updateGuidebookTips: 'PATCH /api/guidebooks/:id/recommendations',
  updateGuidebookTip: 'PATCH /api/guidebook-recommendations/:id',
  deleteGuidebookTip: 'DELETE /api/guidebook-recommendations/:id',
});

export const sharedGuidebookEndpoints = endpointsOf<typeof sharedGuidebookContracts>()({
  sharedGuidebook: 'GET /api/public/shared-guidebooks/:token',
  exportSharedGuidebook: 'GET /api/public/shared-guidebooks/:token/export',
});

export const copyEndpoints = endpointsOf<typeof copyContracts>()({
  copyIntoGuidebook: 'POST /api/guidebooks/copies',
  copyIntoTrip: 'POST /api/trips/copies',
});
