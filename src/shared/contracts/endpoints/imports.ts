import type { importContracts } from '../imports.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const importEndpoints = endpointsOf<typeof importContracts>()({
  previewTripImport: 'POST /api/trips/:id/imports/preview',
  importIntoTrip: 'POST /api/trips/:id/imports',
  previewGuidebookImport: 'POST /api/guidebooks/:id/imports/preview',
  importIntoGuidebook: 'POST /api/guidebooks/:id/imports',
});
