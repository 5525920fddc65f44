import { tripContracts } from '../../../shared/contracts/trips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { findTripFor } from '../../auth/list-access.js';

/** The owner's open trip page hears every change to the trip and its tips (decision 007). */
export const tripEventRoutes: RoutesOf<OwnerRouter> = (route, { db, streams }) => {
  route(tripContracts.tripEvents, async (request, reply) => {
    const { list: trip } = await findTripFor(db, request.user.id, request.params.id, 'read');
    return streams.open(request, reply, { id: trip.id, key: 'tripId' });
  });
};
