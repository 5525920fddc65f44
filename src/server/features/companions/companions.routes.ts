import { companionContracts } from '../../../shared/contracts/companions.js';
import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { ListKind } from '../../auth/list-access.js';
import { AppError } from '../../errors.js';
import type { OwnerRouter, PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { isAddressVerified } from '../../mail/may-mail.js';
import type { Mailer } from '../../mail/mailer.js';
import { presentCompanion, presentInvite } from './companions.presenter.js';
import {
  dismissNotice,
  leaveList,
  listCompanions,
  listNotices,
  removeCompanion,
  setNewTipMails,
} from './companions.service.js';
import { inviteMail } from './invite-mail.js';
import { listSummaryOf } from './companion-lists.js';
import { acceptInvite, createInvite, previewInvite, revokeInvite } from './invites.service.js';

const c = companionContracts;
/** The same routes for both kinds of list, by contract. */
const BY_KIND = [
  {
    kind: 'trip',
    list: c.listTripCompanions,
    invite: c.inviteToTrip,
    revoke: c.revokeTripInvite,
    remove: c.removeTripCompanion,
    leave: c.leaveTrip,
  },
  {
    kind: 'guidebook',
    list: c.listGuidebookCompanions,
    invite: c.inviteToGuidebook,
    revoke: c.revokeGuidebookInvite,
    remove: c.removeGuidebookCompanion,
    leave: c.leaveGuidebook,
  },
] as const;

/** An owner's companions and invites, a companion's membership, and joining by an invite (decision 069). */
export const companionRoutes =
  (mailer: Mailer): RoutesOf<OwnerRouter> =>
  (route, context) => {
    const { db, config } = context;
    for (const { kind, list, invite, revoke, remove, leave } of BY_KIND) {
      route(list, async ({ user, params }) => {
        const found = await listCompanions(db, user.id, kind, params.id);
        return {
          companions: found.companions.map(presentCompanion),
          invites: found.invites.map(presentInvite),
        };
      });

      route(invite, async (request) => {
        const { user, params, body } = request;
        const owner = await db.kysely
          .selectFrom('user')
          .select(['emailVerified', 'language'])
          .where('id', '=', user.id)
          .executeTakeFirstOrThrow();
        const verified = isAddressVerified(owner);
        const made = await createInvite(context, { id: user.id, verified }, kind, params.id, body);
        const url = `${config.publicUrl ?? ownOrigin(request)}${PAGES.join.href({ token: made.token })}`;
        const to = made.invite.email;
        if (to) {
          // An invite whose mail was not sent is revoked: no one holds its link, and the owner tries again.
          try {
            await sendInviteMail(mailer, db, kind, params.id, owner.language, to, made.invite.role, url);
          } catch (error) {
            request.log.warn({ err: error }, 'An invite mail could not be sent.');
            await revokeInvite(context, user.id, kind, params.id, made.invite.id);
            throw new AppError(
              errorCodes.unavailable,
              503,
              'The invite could not be mailed. Please try again.',
            );
          }
        }
        return { invite: presentInvite(made.invite), invite_url: made.invite.email ? null : url };
      });

      route(revoke, async ({ user, params }) => {
        await revokeInvite(context, user.id, kind, params.id, params.inviteId);
        return null;
      });

      route(remove, async ({ user, params }) => {
        await removeCompanion(context, user.id, kind, params.id, params.userId);
        return null;
      });

      route(leave, async ({ user, params }) => {
        await leaveList(context, user.id, kind, params.id);
        return null;
      });
    }

    route(c.updateTripMembership, async ({ user, params, body }) =>
      setNewTipMails(context, user.id, params.id, body.new_tip_mail),
    );

    route(c.acceptInvite, async ({ user, params }) => acceptInvite(context, user, params.token));

    route(c.listCompanionNotices, async ({ user }) => ({
      notices: (await listNotices(db, user.id)).map((notice) => ({
        id: notice.id,
        list_kind: notice.list_kind,
        list_name: notice.list_name,
        owner_first_name: notice.owner_first_name,
        created_at: new Date(notice.created_at).toISOString(),
      })),
    }));

    route(c.dismissCompanionNotice, async ({ user, params }) => {
      await dismissNotice(db, user.id, params.id);
      return null;
    });
  };

async function sendInviteMail(
  mailer: Mailer,
  db: Parameters<typeof inviteMail>[0],
  kind: ListKind,
  listId: string,
  ownerLanguage: string | null,
  to: string,
  role: 'editor' | 'viewer',
  link: string,
): Promise<void> {
  const list = await listSummaryOf(db.kysely, kind, listId);
  if (!list) return;
  const facts = { to, kind, listName: list.name, ownerFirstName: list.owner_first_name, role, link };
  await mailer.send(await inviteMail(db, ownerLanguage, facts));
}

/** What an invite opens, for anyone holding its link; every answer about it, refusals too, kept by no cache. */
export const invitePreviewRoutes: RoutesOf<PublicRouter> = (route, context, scope) => {
  scope.addHook('onSend', (request, reply, payload, done) => {
    if (request.routeOptions.url === c.previewInvite.path) reply.header('cache-control', 'no-store');
    done(null, payload);
  });
  route(c.previewInvite, async ({ params }) => ({ invite: await previewInvite(context, params.token) }));
};
