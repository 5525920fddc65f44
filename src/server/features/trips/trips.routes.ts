import { tripContracts } from '../../../shared/contracts/trips.js';
import { sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { createSharedFavorites } from '../sharing/sharing.service.js';
import { presentTrip, presentTripSummary } from './trips.presenter.js';
import { findTripFor } from '../../auth/list-access.js';
import { tripDetailRead } from './trip-page.js';
import { destinationColumns } from '../places/places.service.js';
import { createTrip, deleteTrip, listTrips, updateTripDescription } from './trips.service.js';

export const tripRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  const { db, config } = context;

  // The dashboard depends on its user (a new trip) and on each of its trips (counts, descriptions).
  const dashboards = context.readCaches.of(tripContracts.listTrips);
  route(tripContracts.listTrips, (request, reply) => {
    const { user } = request;
    return dashboards.serve(request, reply, { key: user.id, ownerId: user.id }, async () => {
      const rows = await listTrips(db, user.id);
      return {
        body: { trips: rows.map(presentTripSummary) },
        dependsOn: [user.id, ...rows.map((row) => row.id)],
      };
    });
  });

  route(tripContracts.createTrip, async ({ user, body }) => {
    const located = await context.places.locate(body.destination);
    const trip = await createTrip(db.kysely, user.id, { ...body, ...destinationColumns(located) });
    await context.bus.publish({ id: user.id, kind: 'user' });
    return { trip: presentTrip(trip) };
  });

  // Shared with the rendered trip page (trip-page.ts).
  const pages = context.readCaches.of(tripContracts.getTrip);
  route(tripContracts.getTrip, (request, reply) =>
    pages.serve(request, reply, ...tripDetailRead(db, request.user.id, request.params.id)),
  );

  route(tripContracts.updateTrip, async ({ user, params, body }) => ({
    trip: presentTrip(await updateTripDescription(context, user.id, params.id, body.recommendation_types)),
  }));

  route(tripContracts.deleteTrip, async ({ user, params }) => {
    await deleteTrip(context, user.id, params.id);
    return null;
  });

  route(tripContracts.shareFavorites, async (request) => {
    const { list: trip } = await findTripFor(db, request.user.id, request.params.id, 'share');
    const link = await createSharedFavorites(db, trip.id, request.body.expires_in_days);
    return {
      ...link,
      share_url: sharedFavoritesUrl(config.publicUrl ?? ownOrigin(request), link.share_token),
    };
  });
};
