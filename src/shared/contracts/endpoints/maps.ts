import { endpointsOf } from '../contract.js';
import type { mapContracts } from '../maps.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const mapEndpoints = endpointsOf<typeof mapContracts>()({
  mapStyle: 'GET /api/map/style',
  mapPicture: 'GET /api/public/map-pictures/:z/:x/:y',
});
