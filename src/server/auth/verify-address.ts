import { isAPIError } from 'better-auth/api';
import { errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import type { Auth } from './auth.js';

const expiredLink = 'This verification link has expired. Please ask for a new one from your profile.';
const invalidLink = 'This verification link is not valid. Please ask for a new one from your profile.';

/** Follows a mailed link's token; a second use of a good one changes nothing and succeeds too. */
export async function verifyAddress(auth: Auth, token: string): Promise<void> {
  try {
    await auth.api.verifyEmail({ query: { token } });
  } catch (error) {
    if (!isAPIError(error) || error.statusCode >= 500) throw error;
    const expired = (error.body as { code?: string } | undefined)?.code === 'TOKEN_EXPIRED';
    throw new AppError(errorCodes.invalidToken, 400, expired ? expiredLink : invalidLink);
  }
}
