import { publicContracts } from '../../../shared/contracts/public.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { presentShared } from './sharing.presenter.js';
import { sharedFavoritesRead } from './shared-favorites-page.js';
import { findTripSharedFavorites } from './sharing.service.js';

/** The public list behind an owner's share-favourites link: favourite tips only, while the link lasts. */
export const sharingRoutes: RoutesOf<PublicRouter> = (route, { db, opens, readCaches }) => {
  // Read by everyone the owner sent it to, and shared with the rendered page (shared-favorites-page.ts).
  const pages = readCaches.of(publicContracts.sharedFavorites);
  route(publicContracts.sharedFavorites, async (request, reply) => {
    const { token } = request.params;
    const sent = await pages.serve(request, reply, ...sharedFavoritesRead(db, token));
    opens.record({ kind: 'favorites', token }, request.headers['user-agent']);
    return sent;
  });
  route(publicContracts.tripSharedFavorites, async ({ params }) =>
    presentShared(await findTripSharedFavorites(db.kysely, params.id)),
  );
};
