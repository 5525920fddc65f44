import { tripContracts } from '../../../shared/contracts/trips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { eventStreams } from '../../realtime/event-streams.js';
import { findOwnedTrip } from './trips.service.js';

/** The owner's open trip page hears every change to the trip and its tips (decision 007). */
export const tripEventRoutes: RoutesOf<OwnerRouter> = (route, { db, bus }, scope) => {
  const openStream = eventStreams(scope, bus);
  route(tripContracts.tripEvents, async (request, reply) => {
    const trip = await findOwnedTrip(db, request.user.id, request.params.id);
    return openStream(request, reply, { id: trip.id, key: 'tripId' });
  });
};
