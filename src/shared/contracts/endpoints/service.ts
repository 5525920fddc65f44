import type { apiDocsContracts } from '../api-docs.js';
import { endpointsOf } from '../contract.js';
import type { healthContracts } from '../health.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const serviceEndpoints = {
  ...endpointsOf<typeof healthContracts>()({ health: 'GET /api/health' }),
  ...endpointsOf<typeof apiDocsContracts>()({ openApi: 'GET /api/openapi.json' }),
};
