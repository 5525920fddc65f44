import { errorCodes } from '../../../shared/contracts/error-codes.js';
import { followLinkContracts } from '../../../shared/contracts/follow-links.js';
import { localeTagOf } from '../../../shared/i18n/locales.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import { AppError } from '../../errors.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { pageLanguage } from '../../http/page-language.js';
import type { EventBus } from '../../realtime/event-bus.js';
import type { FollowMailSender } from './follow-mail-sender.js';
import type { FollowStreams } from './follow-streams.js';
import { readFollowView } from './follow-view.js';
import {
  createFollowLink,
  deleteFollowLink,
  findFollowLink,
  removeFollowEmail,
  setFollowEmail,
} from './follow-links.service.js';

/** What the follow routes share with the rest of the app: the streams and the mail sender it closes. */
export interface FollowLinkParts {
  streams: FollowStreams;
  mails: FollowMailSender;
}

/** A friend's follow link: made from a send's receipt, read, followed live, deleted (decision 062). */
export const followLinkRoutes =
  ({ streams, mails }: FollowLinkParts): RoutesOf<PublicRouter> =>
  (route, { db, config, bus }, scope) => {
    // Every answer about a follow link, errors and refused input too, is one friend's: no cache keeps it.
    const followPaths = new Set<string>(Object.values(followLinkContracts).map((contract) => contract.path));
    scope.addHook('onSend', (request, reply, payload, done) => {
      if (followPaths.has(request.routeOptions.url ?? '')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
    const mailOffered = Boolean(config.publicUrl);
    const view = (token: string) => readFollowView(db, token, mailOffered);

    route(followLinkContracts.createFollowLink, async ({ params, body }) => {
      const { token } = await createFollowLink(db, config.authSecret, params.id, body.receipt);
      return { token, path: PAGES.follow.href({ token }), follow: await view(token) };
    });

    route(followLinkContracts.followView, async ({ params }) => {
      return { follow: await view(params.token) };
    });

    route(followLinkContracts.followEvents, async (request, reply) => {
      const link = await findFollowLink(db.kysely, request.params.token);
      return streams.open(request, reply, link);
    });

    route(followLinkContracts.deleteFollowLink, async ({ params }) => {
      const deleted = await deleteFollowLink(db, params.token);
      await endStreams(bus, deleted.id);
      return null;
    });

    route(followLinkContracts.setFollowEmail, async (request, reply) => {
      const { params, body } = request;
      if (!mailOffered) throw mailsUnavailable();
      // The mails to this address speak the page's language; a test's pseudo-language is not kept.
      const language = localeTagOf(pageLanguage(request, reply));
      await setFollowEmail(db, params.token, body.email, language);
      mails.wake();
      return { follow: await view(params.token) };
    });

    route(followLinkContracts.removeFollowEmail, async ({ params }) => {
      const link = await findFollowLink(db.kysely, params.token);
      await removeFollowEmail(db, link.id);
      return { follow: await view(params.token) };
    });
  };

/** The link's open pages, on every instance, end their streams. */
const endStreams = (bus: EventBus, linkId: string) => bus.publish({ id: linkId, kind: 'follow-link' });

function mailsUnavailable() {
  return new AppError(
    errorCodes.unavailable,
    503,
    'This Tiplist cannot send mail with links: its public address (PUBLIC_URL) is not set.',
  );
}
