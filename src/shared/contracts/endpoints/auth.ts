import type { authContracts } from '../auth.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const authEndpoints = endpointsOf<typeof authContracts>()({
  session: 'GET /api/auth/session',
  signUp: 'POST /api/auth/sign-up/email',
  signIn: 'POST /api/auth/sign-in/email',
  signOut: 'POST /api/auth/sign-out',
  requestPasswordReset: 'POST /api/auth/request-password-reset',
  resetPassword: 'POST /api/auth/reset-password',
});
