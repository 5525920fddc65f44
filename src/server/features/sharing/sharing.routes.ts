import { publicContracts } from '../../../shared/contracts/public.js';
import { toIsoString } from '../../db/values.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { KeptPages } from '../../http/kept-pages.js';
import { presentShared } from './sharing.presenter.js';
import { findSharedFavorites, findTripSharedFavorites } from './sharing.service.js';

/** The public list behind an owner's share-favourites link: favourite tips only, while the link lasts. */
export const sharingRoutes: RoutesOf<PublicRouter> = (route, { db, bus, opens }) => {
  // Read by everyone the owner sent it to: kept until the trip, its tips or its owner's name change.
  const pages = new KeptPages(bus);
  route(publicContracts.sharedFavorites, async (request, reply) => {
    const { token } = request.params;
    if (pages.sendKept(token, request, reply)) {
      opens.record({ kind: 'favorites', token });
      return reply;
    }
    const readStartedAt = pages.readStarted();
    const shared = await findSharedFavorites(db.kysely, token);
    opens.record({ kind: 'favorites', token });
    const { trip_id, user_id, expires_at } = shared.link;
    const link = { key: token, expiresAt: Date.parse(toIsoString(expires_at)), readStartedAt };
    return pages.storeAndSend(
      request,
      reply,
      { ...link, dependsOn: [trip_id, user_id] },
      presentShared(shared),
    );
  });
  route(publicContracts.tripSharedFavorites, async ({ params }) =>
    presentShared(await findTripSharedFavorites(db.kysely, params.id)),
  );
};
