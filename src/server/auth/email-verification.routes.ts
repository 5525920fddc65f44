import { emailVerificationContracts } from '../../shared/contracts/email-verification.js';
import { errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import type { OwnerRouter, PublicRouter, RoutesOf } from '../http/api-scopes.js';
import { limitAttempts } from '../http/rate-limit-store.js';
import { VERIFICATION_LINKS_PER_ACCOUNT, VERIFICATION_LINKS_PER_ADDRESS } from '../http/rate-limits.js';
import { isAddressVerified, mayMail } from '../mail/may-mail.js';
import { callAuth } from './auth-proxy.js';
import { verifyAddress } from './verify-address.js';

/** The page a mailed link opens posts its token here; it needs no session (decision 028). */
export const emailVerificationRoutes: RoutesOf<PublicRouter> = (route, { auth }) => {
  route(emailVerificationContracts.verifyEmail, async ({ body }) => {
    await verifyAddress(auth, body.token);
    return { ok: true as const };
  });
};

/** The profile's view of the address, and its "Send verification link again". */
export const ownEmailVerificationRoutes: RoutesOf<OwnerRouter> = (route, { auth, config, db }) => {
  const accountOf = (id: string) =>
    db.kysely
      .selectFrom('user')
      .select(['email', 'emailVerified'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow(() => AppError.unauthorized());

  route(emailVerificationContracts.emailVerificationStatus, async ({ user }) => {
    const account = await accountOf(user.id);
    const verified = isAddressVerified(account);
    const listed = config.adminEmails.includes(account.email.toLowerCase());
    return { verified, admin_once_verified: listed && !verified };
  });

  route(emailVerificationContracts.sendVerificationLink, async (request, reply) => {
    // Each link is a mail to an address nobody has proven: neither an account nor a client may send many.
    const tooMany = 'Too many verification links asked for. Please try again in an hour.';
    await limitAttempts(db, `verification-link:${request.user.id}`, VERIFICATION_LINKS_PER_ACCOUNT, tooMany);
    await limitAttempts(db, `verification-link:${request.ip}`, VERIFICATION_LINKS_PER_ADDRESS, tooMany);
    const account = await accountOf(request.user.id);
    if (!mayMail(account, 'address-verification')) {
      throw new AppError(errorCodes.conflict, 409, 'Your email address is already verified.');
    }
    // Better Auth signs the token and calls our sender (email-verification.ts) for this session's user.
    await callAuth(auth, request, reply, {
      path: '/api/auth/send-verification-email',
      body: { email: account.email },
    });
    return { ok: true as const };
  });
};
