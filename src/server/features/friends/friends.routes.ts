import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../../shared/contracts/common.js';
import {
  publicTripResponseSchema,
  submitTipsBodySchema,
  submitTipsResponseSchema,
} from '../../../shared/contracts/public.js';
import { shareTokenParamsSchema } from '../../../shared/contracts/share-token.js';
import type { ServerContext } from '../../context.js';
import { serializeWith } from '../../http/response-schema.js';
import { parseWith } from '../../http/validation.js';
import { presentPublicTip } from '../recommendations/recommendations.presenter.js';
import { addRecommendations } from '../recommendations/recommendations.service.js';
import { presentPublicTrip } from './friends.presenter.js';
import { findPublicTripById, findPublicTripByToken } from './friends.service.js';

export const PUBLIC_READS_PER_MINUTE = 120;
export const SUBMISSIONS_PER_MINUTE = 20;

const limit = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
const publicTripRoute = {
  ...limit(PUBLIC_READS_PER_MINUTE),
  schema: serializeWith(publicTripResponseSchema),
};

/** Anonymous pages: a friend looks a trip up and sends tips. Public views only, limited per address. */
export function registerFriendRoutes(app: FastifyInstance, { db, bus }: ServerContext): void {
  app.get('/api/public/trips/:id', publicTripRoute, async (request) => {
    const { id } = parseWith(idParamsSchema, request.params);
    return { trip: presentPublicTrip(await findPublicTripById(db, id)) };
  });

  app.get('/api/public/share-links/:token', publicTripRoute, async (request) => {
    const { token } = parseWith(shareTokenParamsSchema, request.params);
    return { trip: presentPublicTrip(await findPublicTripByToken(db, token)) };
  });

  app.post(
    '/api/public/trips/:id/recommendations',
    { ...limit(SUBMISSIONS_PER_MINUTE), schema: serializeWith(submitTipsResponseSchema, 201) },
    async (request, reply) => {
      const { id } = parseWith(idParamsSchema, request.params);
      const { entries, contributor_name } = parseWith(submitTipsBodySchema, request.body);
      const trip = await findPublicTripById(db, id);
      const rows = await addRecommendations(db, trip.id, entries, contributor_name);
      await bus.publish({ tripId: trip.id, kind: 'recommendations' });
      return reply.status(201).send({ recommendations: rows.map(presentPublicTip) });
    },
  );
}
