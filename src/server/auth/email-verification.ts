import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/database.js';
import { publicOrigin } from '../http/origins.js';
import { mayMail } from '../mail/may-mail.js';
import type { Mailer } from '../mail/mailer.js';
import { verificationMail } from '../mail/verification-mail.js';
import type { EventBus } from '../realtime/event-bus.js';
import { applyAdminRole } from './admin-roles.js';
import { accountMailTexts } from './mail-language.js';
import { PAGES } from '../../shared/pages/page-table.js';

/** A mailed verification link works this long; a new one can be asked for from the profile. */
export const VERIFICATION_LINK_LIFETIME_SECONDS = 60 * 60 * 24;

interface MailingDeps {
  config: AppConfig;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

type VerifiedUser = { id: string; email: string; emailVerified: boolean; first_name?: unknown };

/**
 * Better Auth's `sendVerificationEmail`: mails a link to our own page, `/verify-email?token=…`, which
 * posts the token back (decision 028). The link's origin is PUBLIC_URL, never a request header; the
 * request (Better Auth's copy of ours) tells only the language of an account that has none yet.
 */
export function verificationLinkSender({ config, mailer, log, db }: MailingDeps & { db: Db }) {
  return ({ user, token }: { user: VerifiedUser; token: string }, request?: Request): Promise<void> => {
    if (!mayMail(user, 'address-verification')) return Promise.resolve();
    const link = `${publicOrigin(config)}${PAGES.verifyEmail.href()}?token=${encodeURIComponent(token)}`;
    const firstName = typeof user.first_name === 'string' ? user.first_name : '';
    // Sent after the answer: sign-up must not wait on a slow mail server, nor fail with it.
    void accountMailTexts(db, user.id, request)
      .then((t) => mailer.send(verificationMail(user.email, firstName, link, t)))
      .catch((error: unknown) => {
        log.error({ err: error }, 'verification mail could not be sent');
      });
    return Promise.resolve();
  };
}

/**
 * Better Auth's `afterEmailVerification`: the account may now be an admin (ADMIN_EMAILS or a grant),
 * and every instance forgets what it remembers of its sessions, so the next request shows the role.
 */
export function whenAddressVerified({ config, db, bus, log }: MailingDeps & { db: Db; bus: EventBus }) {
  return async (user: { id: string }): Promise<void> => {
    const role = await applyAdminRole(db, config.adminEmails, user.id);
    await bus.endSessions({ userId: user.id, userChanged: true });
    log.info({ user_id: user.id, role, action: 'verify-email' }, 'email address verified');
  };
}
