import type { myDataContracts } from '../my-data.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const myDataEndpoints = endpointsOf<typeof myDataContracts>()({
  downloadMyData: 'GET /api/my-data',
  importMyData: 'POST /api/my-data/imports',
});
