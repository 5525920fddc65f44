import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { isAPIError } from 'better-auth/api';
import { admin } from 'better-auth/plugins/admin';
import type { FastifyBaseLogger } from 'fastify';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../shared/contracts/auth.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import type { Mailer } from '../mail/mailer.js';
import type { EventBus } from '../realtime/event-bus.js';
import { passwordResetMail } from '../mail/password-reset-mail.js';
import { publicOrigin, servedOverHttps } from '../http/origins.js';
import { roleAtSignUp } from './admin-roles.js';
import { recordAuthFailure } from './auth-call-failures.js';
import {
  VERIFICATION_LINK_LIFETIME_SECONDS,
  verificationLinkSender,
  whenAddressVerified,
} from './email-verification.js';
import { accountMailTexts } from './mail-language.js';
import { sessionCookieName } from './session-cookie.js';
import { endResetLinks } from './reset-links.js';
import { forgetSignInFailures } from './sign-in-failures.js';
import { PAGES } from '../../shared/pages/page-table.js';
import { SESSION_LIFETIME_SECONDS } from './session-lifetimes.js';

/** Set by our proxy to Better Auth only (see auth-proxy.ts); any incoming copy is dropped. */
export const CLIENT_ADDRESS_HEADER = 'x-tiplist-client-address';

export const RESET_LINK_LIFETIME_SECONDS = 60 * 60;

interface AuthDeps {
  config: AppConfig;
  db: Db;
  mailer: Mailer;
  bus: EventBus;
  log: FastifyBaseLogger;
  /** The origins a browser may call us from, for this request. */
  trustedOrigins: (request: Request | undefined) => string[];
}

export function createAuth({ config, db, mailer, bus, log, trustedOrigins }: AuthDeps) {
  const https = servedOverHttps(config);
  return betterAuth({
    appName: 'Tiplist',
    baseURL: publicOrigin(config),
    basePath: '/api/auth',
    secret: config.authSecret,
    telemetry: { enabled: false },
    // Better Auth's own messages join our structured log.
    logger: {
      log: (level, message, ...args: unknown[]) => log[level]({ source: 'better-auth', args }, message),
    },
    onAPIError: {
      onError: (error) => {
        recordAuthFailure(error);
        // The refusals it answers itself (a wrong password, say) are not failures of ours.
        if (!isAPIError(error) || error.status === 'INTERNAL_SERVER_ERROR') {
          log.error({ err: error, source: 'better-auth' }, 'account request failed');
        }
      },
    },
    database: { db: db.kysely, type: db.dialect, transaction: true },
    trustedOrigins: (request) => trustedOrigins(request),
    // Our own limiter (per client address, TRUST_PROXY-aware, shared across instances) guards these routes.
    rateLimit: { enabled: false },
    advanced: {
      // Better Auth would name its cookies "__Secure-…" over HTTPS; the session's is "__Host-…" instead,
      // so the prefix is ours to set, and every cookie is still Secure over HTTPS.
      useSecureCookies: false,
      defaultCookieAttributes: { secure: https },
      cookies: { session_token: { name: sessionCookieName(https) } },
      database: { generateId: () => randomUUID() },
      // The client address as Fastify worked it out under TRUST_PROXY, never a header the client wrote.
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    session: {
      expiresIn: SESSION_LIFETIME_SECONDS,
      // Every request a day after the last refresh extends the session: an open app stays signed in.
      updateAge: 60 * 60 * 24,
    },
    user: {
      additionalFields: {
        first_name: { type: 'string', required: true },
        last_name: { type: 'string', required: true },
        image_id: { type: 'string', required: false, input: false },
        // Set through the profile's own route, checked against LOCALES (decision 068).
        language: { type: 'string', required: false, input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_LIFETIME_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Better Auth has deleted the sessions; every instance forgets them and closes their streams.
      onPasswordReset: async ({ user }) => {
        // Links mailed earlier, or together with the one just used, must not set the password again.
        await endResetLinks(db, user.id);
        await forgetSignInFailures(db, user.email);
        await bus.endSessions({ userId: user.id });
      },
      sendResetPassword: async ({ user, token }, request) => {
        // Only the newest link works: the ones mailed before it end now.
        await endResetLinks(db, user.id, { token });
        // Never built from request headers: a forged Host would send the token to someone else's site.
        const link = `${publicOrigin(config)}${PAGES.resetPassword.href()}?token=${encodeURIComponent(token)}`;
        const firstName = (user as { first_name?: string }).first_name ?? '';
        // Sent after the answer, not before it: a known address must not answer later than an unknown
        // one, nor wait on a slow mail server. A failure is logged, never returned, for the same reason.
        void accountMailTexts(db, user.id, request)
          .then((t) => mailer.send(passwordResetMail(user.email, firstName, link, t)))
          .catch((error: unknown) => {
            log.error({ err: error }, 'password reset mail could not be sent');
          });
      },
    },
    // Every account is mailed a link that proves its address; until then it works, but it is no admin
    // and gets no mail beyond that link and password resets (decision 028).
    emailVerification: {
      sendOnSignUp: true,
      // The link proves the address; signing in stays the password's job.
      autoSignInAfterVerification: false,
      expiresIn: VERIFICATION_LINK_LIFETIME_SECONDS,
      sendVerificationEmail: verificationLinkSender({ config, mailer, log, db }),
      afterEmailVerification: whenAddressVerified({ config, mailer, log, db, bus }),
    },
    databaseHooks: {
      user: {
        create: {
          before: (user) =>
            Promise.resolve({
              data: {
                ...user,
                role: roleAtSignUp(user, config.adminEmails),
              },
            }),
        },
      },
      session: {
        create: {
          // Better Auth runs this once the session is committed. An impersonation is not the user
          // signing in, and a failure here must not refuse a sign-in that has already succeeded.
          after: async (session) => {
            if ((session as { impersonatedBy?: string | null }).impersonatedBy) return;
            try {
              await db.kysely
                .updateTable('user')
                .set({ last_sign_in_at: session.createdAt })
                .where('id', '=', session.userId)
                .execute();
            } catch (error) {
              log.error({ err: error }, 'the last sign-in time could not be saved');
            }
          },
        },
      },
    },
    plugins: [admin({ defaultRole: 'user', adminRoles: ['admin'] })],
  });
}

export type Auth = ReturnType<typeof createAuth>;
