import type { adminContracts } from '../admin.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const adminEndpoints = endpointsOf<typeof adminContracts>()({
  listUsers: 'GET /api/admin/users',
  forceLogout: 'POST /api/admin/force-logout',
});
