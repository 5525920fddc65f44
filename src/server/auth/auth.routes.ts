import { authContracts } from '../../shared/contracts/auth.js';
import type { PublicRouter, RoutesOf } from '../http/api-scopes.js';
import { limitAttempts } from '../http/rate-limit-store.js';
import { PASSWORD_RESETS_PER_EMAIL, SIGN_UPS_PER_EMAIL } from '../http/rate-limits.js';
import { oldestValidSignIn } from './session-lifetimes.js';
import { AppError } from '../errors.js';
import { callAuth } from './auth-proxy.js';
import { resetRequestsKey } from './reset-links.js';
import { countSignInFailure, forgetSignInFailures, waitOutSignInFailures } from './sign-in-failures.js';
import { presentSessionUser } from './auth.presenter.js';
import { followAccountLanguage, keepSignUpLanguage } from './account-language.js';

type AuthUser = Parameters<typeof presentSessionUser>[0];

/** Only the account calls the product uses reach Better Auth, each with our contract and limits. */
export const authRoutes: RoutesOf<PublicRouter> = (route, { auth, config, db, sessions, bus }) => {
  route(authContracts.session, async (request, reply) => {
    const { body } = await callAuth(auth, request, reply, { path: '/api/auth/get-session' });
    const found = body as { user?: AuthUser; session?: { createdAt?: string | Date } } | null;
    // Better Auth keeps extending a session in use; past its absolute lifetime it counts as ended here too.
    const signedInAt = found?.session?.createdAt ? new Date(found.session.createdAt) : null;
    if (!found?.user || !signedInAt || signedInAt <= oldestValidSignIn()) return { user: null };
    return { user: followAccountLanguage(request, reply, presentSessionUser(found.user), config) };
  });

  route(authContracts.signUp, async (request, reply) => {
    const input = request.body;
    // Sign-up says whether an e-mail has an account (decision 010): it may not be asked often.
    await limitAttempts(
      db,
      `sign-up:${input.email.toLowerCase()}`,
      SIGN_UPS_PER_EMAIL,
      'Too many sign-up attempts for this email. Please try again later.',
    );
    const { body } = await callAuth(auth, request, reply, {
      path: authContracts.signUp.path,
      body: { ...input, name: `${input.first_name} ${input.last_name}` },
    });
    const user = presentSessionUser((body as { user: AuthUser }).user);
    return { user: await keepSignUpLanguage({ db, bus }, request, reply, user) };
  });

  route(authContracts.signIn, async (request, reply) => {
    const { email } = request.body;
    await waitOutSignInFailures(db, email, config.signInDelays);
    const signedIn = await callAuth(auth, request, reply, {
      path: authContracts.signIn.path,
      body: request.body,
    }).catch(async (error: unknown) => {
      if (error instanceof AppError && error.statusCode === 401) await countSignInFailure(db, email);
      throw error;
    });
    await forgetSignInFailures(db, email);
    const user = presentSessionUser((signedIn.body as { user: AuthUser }).user);
    return { user: followAccountLanguage(request, reply, user, config) };
  });

  route(authContracts.signOut, async (request, reply) => {
    const session = await sessions.find(request);
    await callAuth(auth, request, reply, { path: authContracts.signOut.path, body: {} });
    // Only now that the row is gone: a lookup in flight must not remember the session again.
    if (session) await bus.endSessions({ userId: session.user.id, sessionId: session.sessionId });
    return { ok: true as const };
  });

  route(authContracts.requestPasswordReset, async (request, reply) => {
    // Counted by the e-mail as written, so an address without an account is answered the same.
    await limitAttempts(
      db,
      resetRequestsKey(request.body.email),
      PASSWORD_RESETS_PER_EMAIL,
      'Too many reset requests for this email. Please try again later.',
    );
    await callAuth(auth, request, reply, {
      path: authContracts.requestPasswordReset.path,
      body: request.body,
    });
    return { ok: true as const };
  });

  // Better Auth ends the account's sessions; its onPasswordReset hook tells every instance (auth.ts).
  route(authContracts.resetPassword, async (request, reply) => {
    await callAuth(auth, request, reply, { path: authContracts.resetPassword.path, body: request.body });
    return { ok: true as const };
  });
};
