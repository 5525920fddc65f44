import type { profileContracts } from '../profile.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const profileEndpoints = endpointsOf<typeof profileContracts>()({
  updateProfile: 'PATCH /api/profile',
  changePassword: 'POST /api/profile/password',
});
