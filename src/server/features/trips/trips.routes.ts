import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/common.js';
import {
  createSharedFavoritesBodySchema,
  createTripBodySchema,
  tripDetailSchema,
  tripListSchema,
  tripResponseSchema,
  updateTripBodySchema,
} from '../../../shared/contracts/trips.js';
import { sharedFavoritesUrl } from '../../../shared/rules/share-links.js';
import type { ServerContext } from '../../context.js';
import { ownOrigin } from '../../http/origins.js';
import { serializeWith } from '../../http/response-schema.js';
import { parseWith } from '../../http/validation.js';
import { presentRecommendation } from '../recommendations/recommendations.presenter.js';
import { listRecommendations } from '../recommendations/recommendations.service.js';
import { createSharedFavorites } from '../sharing/sharing.service.js';
import { TripDetailCache } from './trip-detail-cache.js';
import { presentTrip, presentTripSummary } from './trips.presenter.js';
import { createTrip, deleteTrip, findOwnedTrip, listTrips, updateTripDescription } from './trips.service.js';

export function registerTripRoutes(app: FastifyInstance, { db, sessions, bus, config }: ServerContext): void {
  app.get('/api/trips', { schema: serializeWith(tripListSchema) }, async (request) => {
    const user = await sessions.require(request);
    const rows = await listTrips(db, user.id);
    return { trips: rows.map(presentTripSummary) };
  });

  app.post('/api/trips', { schema: serializeWith(tripResponseSchema, 201) }, async (request, reply) => {
    const user = await sessions.require(request);
    const trip = await createTrip(db, user.id, parseWith(createTripBodySchema, request.body));
    return reply.status(201).send({ trip: presentTrip(trip) });
  });

  const pages = new TripDetailCache(bus);
  app.get('/api/trips/:id', { schema: serializeWith(tripDetailSchema) }, async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    reply.type('application/json; charset=utf-8');
    const cached = pages.get(id, user.id);
    if (cached) return reply.send(cached);
    const readStartedAt = pages.readStarted();
    const trip = await findOwnedTrip(db, user.id, id);
    const recommendations = await listRecommendations(db, trip.id);
    // The route's schema serializer always yields a string.
    const json = reply.serialize({
      trip: presentTrip(trip),
      recommendations: recommendations.map(presentRecommendation),
    }) as string;
    pages.store(trip.id, user.id, json, readStartedAt);
    return reply.send(json);
  });

  app.patch('/api/trips/:id', { schema: serializeWith(tripResponseSchema) }, async (request) => {
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
