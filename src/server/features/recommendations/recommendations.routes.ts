import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/common.js';
import {
  addRecommendationsBodySchema,
  reorderBodySchema,
  updateRecommendationBodySchema,
} from '../../../shared/contracts/recommendations.js';
import type { ServerContext } from '../../context.js';
import { parseWith } from '../../http/validation.js';
import { findOwnedTrip } from '../trips/trips.service.js';
import { presentRecommendation } from './recommendations.presenter.js';
import {
  addRecommendations,
  deleteRecommendation,
  reorderRecommendations,
  updateRecommendation,
} from './recommendations.service.js';

export function registerRecommendationRoutes(
  app: FastifyInstance,
  { db, sessions, bus }: ServerContext,
): void {
  app.post('/api/trips/:id/recommendations', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const { entries } = parseWith(addRecommendationsBodySchema, request.body);
    const trip = await findOwnedTrip(db, user.id, id);
    const rows = await addRecommendations(db, trip.id, entries, null);
    await bus.publish({ tripId: trip.id, kind: 'recommendations' });
    return reply.status(201).send({ recommendations: rows.map(presentRecommendation) });
  });

  app.put('/api/trips/:id/recommendations/order', async (request) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const { order } = parseWith(reorderBodySchema, request.body);
    const trip = await findOwnedTrip(db, user.id, id);
    await reorderRecommendations(db, trip.id, order);
    await bus.publish({ tripId: trip.id, kind: 'recommendations' });
    return { ok: true };
  });

  app.patch('/api/recommendations/:id', async (request) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const row = await updateRecommendation(
      db,
      user.id,
      id,
      parseWith(updateRecommendationBodySchema, request.body),
    );
    await bus.publish({ tripId: row.trip_id, kind: 'recommendations' });
    return { recommendation: presentRecommendation(row) };
  });

  app.delete('/api/recommendations/:id', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const { tripId } = await deleteRecommendation(db, user.id, id);
    await bus.publish({ tripId, kind: 'recommendations' });
    return reply.status(204).send();
  });
}
