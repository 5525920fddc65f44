import { tripContracts } from '../../../shared/contracts/trips.js';
import { sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { presentTip } from '../tips/tips.presenter.js';
import { listTips } from '../tips/tips.service.js';
import { createSharedFavorites } from '../sharing/sharing.service.js';
import { CompressedJson } from '../../http/compressed-json.js';
import { ChangeCache } from '../../realtime/change-cache.js';
import { presentTrip, presentTripSummary } from './trips.presenter.js';
import { createTrip, deleteTrip, findOwnedTrip, listTrips, updateTripDescription } from './trips.service.js';

export const tripRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db, config } = context;

  // The dashboard depends on its user (a new trip) and on each of its trips (counts, descriptions).
  const dashboards = new ChangeCache<CompressedJson>(context.bus);
  route(tripContracts.listTrips, async (request, reply) => {
    const { user } = request;
    const cached = dashboards.get(user.id);
    if (cached) return cached.send(request, reply);
    const readStartedAt = dashboards.readStarted();
    const rows = await listTrips(db, user.id);
    // The route's compiled serializer always yields a string.
    const page = new CompressedJson(reply.serialize({ trips: rows.map(presentTripSummary) }) as string);
    dashboards.store(user.id, page, [user.id, ...rows.map((row) => row.id)], readStartedAt);
    return page.send(request, reply);
  });

  route(tripContracts.createTrip, async ({ user, body }) => {
    const trip = await createTrip(db.kysely, user.id, body);
    await context.bus.publish({ id: user.id, kind: 'user' });
    return { trip: presentTrip(trip) };
  });

  const pages = new ChangeCache<{ ownerId: string; page: CompressedJson }>(context.bus);
  route(tripContracts.getTrip, async (request, reply) => {
    const { user, params } = request;
    const cached = pages.get(params.id);
    if (cached?.ownerId === user.id) return cached.page.send(request, reply);
    const readStartedAt = pages.readStarted();
    const trip = await findOwnedTrip(db, user.id, params.id);
    const recommendations = await listTips(db, trip.id);
    const page = new CompressedJson(
      reply.serialize({
        trip: presentTrip(trip),
        recommendations: recommendations.map(presentTip),
      }) as string,
    );
    pages.store(trip.id, { ownerId: user.id, page }, [trip.id], readStartedAt);
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
