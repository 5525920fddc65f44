import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/common.js';
import {
  createSharedFavoritesBodySchema,
  createTripBodySchema,
  updateTripBodySchema,
} from '../../../shared/contracts/trips.js';
import { sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { ServerContext } from '../../context.js';
import { ownOrigin } from '../../http/origins.js';
import { parseWith } from '../../http/validation.js';
import { presentRecommendation } from '../recommendations/recommendations.presenter.js';
import { listRecommendations } from '../recommendations/recommendations.service.js';
import { createSharedFavorites } from '../sharing/sharing.service.js';
import { presentTrip, presentTripSummary } from './trips.presenter.js';
import { createTrip, deleteTrip, findOwnedTrip, listTrips, updateTripDescription } from './trips.service.js';

export function registerTripRoutes(app: FastifyInstance, { db, sessions, bus, config }: ServerContext): void {
  app.get('/api/trips', async (request) => {
    const user = await sessions.require(request);
    const rows = await listTrips(db, user.id);
    return { trips: rows.map(presentTripSummary) };
  });

  app.post('/api/trips', async (request, reply) => {
    const user = await sessions.require(request);
    const trip = await createTrip(db, user.id, parseWith(createTripBodySchema, request.body));
    return reply.status(201).send({ trip: presentTrip(trip) });
  });

  app.get('/api/trips/:id', async (request) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const trip = await findOwnedTrip(db, user.id, id);
    const recommendations = await listRecommendations(db, trip.id);
    return { trip: presentTrip(trip), recommendations: recommendations.map(presentRecommendation) };
  });

  app.patch('/api/trips/:id', async (request) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const body = parseWith(updateTripBodySchema, request.body);
    const trip = await updateTripDescription(db, user.id, id, body.recommendation_types);
    await bus.publish({ tripId: trip.id, kind: 'trip' });
    return { trip: presentTrip(trip) };
  });

  app.delete('/api/trips/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    await deleteTrip(db, user.id, id);
    await bus.publish({ tripId: id, kind: 'trip' });
    return reply.status(204).send();
  });

  app.post('/api/trips/:id/shared-favorites', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const { expires_in_days } = parseWith(createSharedFavoritesBodySchema, request.body);
    const trip = await findOwnedTrip(db, user.id, id);
    const link = await createSharedFavorites(db, trip.id, expires_in_days);
    return reply.status(201).send({
      ...link,
      share_url: sharedFavoritesUrl(config.publicUrl ?? ownOrigin(request), link.share_token),
    });
  });
}
