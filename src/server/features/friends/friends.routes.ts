import { publicContracts } from '../../../shared/contracts/public.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { signReceipt } from '../copies/copies.service.js';
import { presentPublicTip } from '../tips/tips.presenter.js';
import { TRIP_TIPS, addTips } from '../tips/tips.service.js';
import { askedTripRead } from './ask-link-pages.js';
import { presentPublicTrip } from './friends.presenter.js';
import { recordSubmission } from './submissions.service.js';
import { findPublicTripByToken, findTripTakingTips, savedOnFriendPage } from './friends.service.js';

/** Anonymous pages: a friend looks a trip up and sends tips. Public views only. */
export const friendRoutes: RoutesOf<PublicRouter> = (route, context) => {
  const { db, config, opens } = context;

  // A friend page is read far more often than its trip or its owner's names change.
  const friendPages = context.readCaches.of(publicContracts.tripById);
  route(publicContracts.tripById, async (request, reply) => {
    const { id } = request.params;
    const sent = await friendPages.serve(request, reply, ...askedTripRead(db, id));
    opens.record({ kind: 'ask', tripId: id }, request.headers['user-agent']);
    return sent;
  });

  route(publicContracts.tripByShareToken, async ({ params, headers }) => {
    const trip = await findPublicTripByToken(db, params.token);
    opens.record({ kind: 'ask', tripId: trip.id }, headers['user-agent']);
    return { trip: presentPublicTrip(trip) };
  });

  route(publicContracts.submitTips, async ({ params, body }) => {
    const trip = await findTripTakingTips(db, params.id, body.share_token);
    const batch = { tripId: trip.id, ownerId: trip.user_id, windowMs: config.notifications.batchMs };
    const rows = await addTips(context, TRIP_TIPS, trip.id, body.entries, {
      owner: null,
      contributorName: body.contributor_name,
      recordWith: recordSubmission(db.dialect, batch, body.contributor_name),
    }).catch(savedOnFriendPage);
    // Exactly the tips this request inserted: the friend may keep them in an account of their own.
    const receipt = signReceipt(config.authSecret, { tripId: trip.id, tipIds: rows.map((row) => row.id) });
    return { recommendations: rows.map(presentPublicTip), receipt };
  });
};
