import type { tipContracts } from '../tips.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const tipEndpoints = endpointsOf<typeof tipContracts>()({
  addTips: 'POST /api/trips/:id/recommendations',
  reorderTips: 'PUT /api/trips/:id/recommendations/order',
  updateTips: 'PATCH /api/trips/:id/recommendations',
  updateTip: 'PATCH /api/recommendations/:id',
  deleteTip: 'DELETE /api/recommendations/:id',
});
