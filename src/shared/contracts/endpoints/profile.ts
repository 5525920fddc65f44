import type { profileImageContracts } from '../images.js';
import type { profileContracts } from '../profile.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const profileEndpoints = endpointsOf<typeof profileContracts>()({
  updateProfile: 'PATCH /api/profile',
  setLanguage: 'PUT /api/profile/language',
  changePassword: 'POST /api/profile/password',
  deleteAccount: 'POST /api/profile/deletion',
});

export const profileImageEndpoints = endpointsOf<typeof profileImageContracts>()({
  uploadProfileImage: 'PUT /api/profile/image',
  removeProfileImage: 'DELETE /api/profile/image',
  readImage: 'GET /api/images/:imageId',
});
