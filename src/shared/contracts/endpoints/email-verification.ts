import type { emailVerificationContracts } from '../email-verification.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const emailVerificationEndpoints = endpointsOf<typeof emailVerificationContracts>()({
  verifyEmail: 'POST /api/auth/verify-email',
  emailVerificationStatus: 'GET /api/profile/email-verification',
  sendVerificationLink: 'POST /api/profile/email-verification',
});
