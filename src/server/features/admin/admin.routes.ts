import { adminContracts } from '../../../shared/contracts/admin.js';
import { AppError } from '../../errors.js';
import type { AdminRouter, RoutesOf } from '../../http/api-scopes.js';
import { endEverySession, findAccountByEmail, listUsers } from './admin.service.js';

const sessionsEnded = (count: number) => `${count} ${count === 1 ? 'session' : 'sessions'} ended`;

/** Every admin action goes to the server log with who did it to whom; never a password or a token. */
export const adminRoutes: RoutesOf<AdminRouter> = (route, context) => {
  const { db } = context;

  route(adminContracts.listUsers, async ({ user, query, log }) => {
    const page = await listUsers(db, query);
    log.info(
      { admin_id: user.id, action: 'list-users', search: query.q ?? null, page_after: query.cursor ?? null },
      'admin listed accounts',
    );
    return page;
  });

  route(adminContracts.forceLogout, async ({ user, body, log }) => {
    const target = await findAccountByEmail(db, body.email);
    if (!target) {
      log.info(
        { admin_id: user.id, action: 'force-logout', target_email: body.email, outcome: 'no-such-account' },
        'admin force logout found no account',
      );
      throw AppError.notFound(`No account uses the email ${body.email}.`);
    }
    const ended = await endEverySession(context, target.id);
    log.info(
      {
        admin_id: user.id,
        action: 'force-logout',
        target_user_id: target.id,
        target_email: target.email,
        sessions_ended: ended,
      },
      'admin signed an account out everywhere',
    );
    return {
      message: `Signed out ${target.email} everywhere (${sessionsEnded(ended)}).`,
      sessions_ended: ended,
    };
  });
};
