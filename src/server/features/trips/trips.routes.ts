import { tripContracts } from '../../../shared/contracts/trips.js';
import { sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { presentTip } from '../tips/tips.presenter.js';
import { listTips } from '../tips/tips.service.js';
import { createSharedFavorites } from '../sharing/sharing.service.js';
import { CompressedJson } from '../../http/compressed-json.js';
import { TripDetailCache } from './trip-detail-cache.js';
import { presentTrip, presentTripSummary } from './trips.presenter.js';
import { createTrip, deleteTrip, findOwnedTrip, listTrips, updateTripDescription } from './trips.service.js';

export const tripRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db, config } = context;

  route(tripContracts.listTrips, async ({ user }) => {
    const rows = await listTrips(db, user.id);
    return { trips: rows.map(presentTripSummary) };
  });

  route(tripContracts.createTrip, async ({ user, body }) => ({
    trip: presentTrip(await createTrip(db.kysely, user.id, body)),
  }));

  const pages = new TripDetailCache(context.bus);
  route(tripContracts.getTrip, async (request, reply) => {
    const { user, params } = request;
    const cached = pages.get(params.id, user.id);
    if (cached) return cached.send(request, reply);
    const readStartedAt = pages.readStarted();
    const trip = await findOwnedTrip(db, user.id, params.id);
    const recommendations = await listTips(db, trip.id);
    // The route's compiled serializer always yields a string.
    const page = new CompressedJson(
      reply.serialize({
        trip: presentTrip(trip),
        recommendations: recommendations.map(presentTip),
      }) as string,
    );
    pages.store(trip.id, user.id, page, readStartedAt);
    return page.send(request, reply);
  });

  route(tripContracts.updateTrip, async ({ user, params, body }) => ({
    trip: presentTrip(await updateTripDescription(context, user.id, params.id, body.recommendation_types)),
  }));

  route(tripContracts.deleteTrip, async ({ user, params }) => {
    await deleteTrip(context, user.id, params.id);
    return null;
  });

  route(tripContracts.shareFavorites, async (request) => {
    const trip = await findOwnedTrip(db, request.user.id, request.params.id);
    const link = await createSharedFavorites(db, trip.id, request.body.expires_in_days);
    return {
      ...link,
      share_url: sharedFavoritesUrl(config.publicUrl ?? ownOrigin(request), link.share_token),
    };
  });
};
