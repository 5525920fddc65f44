import { publicContracts } from '../../../shared/contracts/public.js';
import { KeptPages } from '../../cache/kept-pages.js';
import { toIsoString } from '../../db/values.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { presentShared } from './sharing.presenter.js';
import { findSharedFavorites, findTripSharedFavorites } from './sharing.service.js';

/** The public list behind an owner's share-favourites link: favourite tips only, while the link lasts. */
export const sharingRoutes: RoutesOf<PublicRouter> = (route, { db, bus, opens }) => {
  // Read by everyone the owner sent it to: kept until the trip, its tips or its owner's name change.
  const pages = new KeptPages(bus);
  route(publicContracts.sharedFavorites, async (request, reply) => {
    const { token } = request.params;
    const sent = await pages.serve(request, reply, { key: token }, async () => {
      const shared = await findSharedFavorites(db.kysely, token);
      const { trip_id, user_id, expires_at } = shared.link;
      const expiresAt = Date.parse(toIsoString(expires_at));
      return { body: presentShared(shared), dependsOn: [trip_id, user_id], expiresAt };
    });
    opens.record({ kind: 'favorites', token });
    return sent;
  });
  route(publicContracts.tripSharedFavorites, async ({ params }) =>
    presentShared(await findTripSharedFavorites(db.kysely, params.id)),
  );
};
