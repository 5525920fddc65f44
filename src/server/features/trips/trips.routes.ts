import { tripContracts } from '../../../shared/contracts/trips.js';
import { sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { presentTip } from '../tips/tips.presenter.js';
import { listTips } from '../tips/tips.service.js';
import { createSharedFavorites } from '../sharing/sharing.service.js';
import { KeptPages } from '../../http/kept-pages.js';
import { presentTrip, presentTripSummary } from './trips.presenter.js';
import { findOwnedTrip } from '../../auth/trip-ownership.js';
import { createTrip, deleteTrip, listTrips, updateTripDescription } from './trips.service.js';

export const tripRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db, config } = context;

  // The dashboard depends on its user (a new trip) and on each of its trips (counts, descriptions).
  const dashboards = new KeptPages(context.bus);
  route(tripContracts.listTrips, async (request, reply) => {
    const { user } = request;
    if (dashboards.sendKept(user.id, request, reply, user.id)) return reply;
    const readStartedAt = dashboards.readStarted();
    const rows = await listTrips(db, user.id);
    const dependsOn = [user.id, ...rows.map((row) => row.id)];
    return dashboards.storeAndSend(
      request,
      reply,
      { key: user.id, ownerId: user.id, dependsOn, readStartedAt },
      { trips: rows.map(presentTripSummary) },
    );
  });

  route(tripContracts.createTrip, async ({ user, body }) => {
    const trip = await createTrip(db.kysely, user.id, body);
    await context.bus.publish({ id: user.id, kind: 'user' });
    return { trip: presentTrip(trip) };
  });

  const pages = new KeptPages(context.bus);
  route(tripContracts.getTrip, async (request, reply) => {
    const { user, params } = request;
    if (pages.sendKept(params.id, request, reply, user.id)) return reply;
    const readStartedAt = pages.readStarted();
    const trip = await findOwnedTrip(db, user.id, params.id);
    const recommendations = await listTips(db, trip.id);
    return pages.storeAndSend(
      request,
      reply,
      { key: trip.id, ownerId: user.id, dependsOn: [trip.id], readStartedAt },
      { trip: presentTrip(trip), recommendations: recommendations.map(presentTip) },
    );
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
