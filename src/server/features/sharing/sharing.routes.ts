import type { FastifyInstance } from 'fastify';
import { sharedFavoritesResponseSchema } from '../../../shared/contracts/public.js';
import { shareTokenParamsSchema } from '../../../shared/contracts/share-token.js';
import { serializeWith } from '../../http/response-schema.js';
import type { ServerContext } from '../../context.js';
import { parseWith } from '../../http/validation.js';
import { PUBLIC_READS_PER_MINUTE } from '../friends/friends.routes.js';
import { presentPublicTip } from '../recommendations/recommendations.presenter.js';
import { findSharedFavorites } from './sharing.service.js';
import { toIsoString } from '../../db/values.js';

/** The public list behind an owner's share-favourites link: favourite tips only, while the link lasts. */
export function registerSharingRoutes(app: FastifyInstance, { db }: ServerContext): void {
  app.get(
    '/api/public/shared-favorites/:token',
    {
      config: { rateLimit: { max: PUBLIC_READS_PER_MINUTE, timeWindow: 60_000 } },
      schema: serializeWith(sharedFavoritesResponseSchema),
    },
    async (request) => {
      const { token } = parseWith(shareTokenParamsSchema, request.params);
      const { link, favorites } = await findSharedFavorites(db, token);
      return {
        shared: {
          destination: link.destination,
          owner_first_name: link.first_name,
          expires_at: toIsoString(link.expires_at),
          recommendations: favorites.map(presentPublicTip),
        },
      };
    },
  );
}
