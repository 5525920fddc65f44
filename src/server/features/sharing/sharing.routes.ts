import { publicContracts } from '../../../shared/contracts/public.js';
import { toIsoString } from '../../db/values.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { presentPublicTip } from '../tips/tips.presenter.js';
import { findSharedFavorites, findTripSharedFavorites } from './sharing.service.js';

/** The public list behind an owner's share-favourites link: favourite tips only, while the link lasts. */
export const sharingRoutes: RoutesOf<PublicRouter> = (route, { db }) => {
  route(publicContracts.sharedFavorites, async ({ params }) =>
    presentShared(await findSharedFavorites(db.kysely, params.token)),
  );
  route(publicContracts.tripSharedFavorites, async ({ params }) =>
    presentShared(await findTripSharedFavorites(db.kysely, params.id)),
  );
};

type Shared = Awaited<ReturnType<typeof findSharedFavorites>>;

const presentShared = ({ link, favorites }: Shared) => ({
  shared: {
    destination: link.destination,
    owner_first_name: link.first_name,
    expires_at: toIsoString(link.expires_at),
    recommendations: favorites.map(presentPublicTip),
  },
});
