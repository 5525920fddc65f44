import { authContracts } from '../../../shared/contracts/auth.js';
import { profileContracts } from '../../../shared/contracts/profile.js';
import { callAuth } from '../../auth/auth-proxy.js';
import { endResetLinks } from '../../auth/reset-links.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { rememberLanguageOn } from '../../http/page-language.js';
import { limitAttempts } from '../../http/rate-limit-store.js';
import { ACCOUNT_DELETIONS_PER_ACCOUNT, PASSWORD_CHANGES_PER_ACCOUNT } from '../../http/rate-limits.js';
import { accountDeletionKey, deleteAccount } from './account-deletion.service.js';
import { setLanguage, updateNames } from './profile.service.js';

export const profileRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { auth, bus, db } = context;

  route(profileContracts.updateProfile, async ({ user, body }) => ({
    user: await updateNames(context, user.id, body),
  }));

  route(profileContracts.setLanguage, async ({ user, body }, reply) => {
    const changed = await setLanguage(context, user.id, body);
    // Pages the server draws before any script follow the account at once in this browser.
    rememberLanguageOn(reply, changed.language, context.config);
    return { user: changed };
  });

  route(profileContracts.changePassword, async (request, reply) => {
    // The current password is a secret a stolen session must not be able to guess at leisure.
    await limitAttempts(
      db,
      `password-change:${request.user.id}`,
      PASSWORD_CHANGES_PER_ACCOUNT,
      'Too many password change attempts. Please try again in an hour.',
    );
    // With revokeOtherSessions Better Auth deletes every session of the account, this one included,
    // and signs this one in afresh: callAuth puts the new cookie on our reply.
    await callAuth(auth, request, reply, {
      path: '/api/auth/change-password',
      body: {
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        revokeOtherSessions: true,
      },
    });
    // A reset link mailed before the change must not undo it.
    await endResetLinks(db, request.user.id);
    // Only now that the rows are gone, as on sign-out; the new session was never remembered.
    await bus.endSessions({ userId: request.user.id });
    return { ok: true as const };
  });

  route(profileContracts.deleteAccount, async (request, reply) => {
    // The same guard as the password change: a stolen session must not guess the password at leisure.
    await limitAttempts(
      db,
      accountDeletionKey(request.user.id),
      ACCOUNT_DELETIONS_PER_ACCOUNT,
      'Too many attempts to delete the account. Please try again in an hour.',
    );
    await deleteAccount(context, request.user.id, request.body.password);
    // The session row is gone already: Better Auth's sign-out now only expires its cookies, with the
    // names and attributes (the __Host- prefix over HTTPS) it set them with.
    await callAuth(auth, request, reply, { path: authContracts.signOut.path, body: {} });
    request.log.info({ user_id: request.user.id, action: 'delete-account' }, 'account deleted');
    return { ok: true as const };
  });
};
