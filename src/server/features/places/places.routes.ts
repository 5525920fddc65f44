import type { FastifyRequest } from 'fastify';
import { placeContracts, type PlaceSearchListRef } from '../../../shared/contracts/places.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import type { ServerContext } from '../../context.js';
import { findOwnedGuidebook } from '../guidebooks/guidebooks.service.js';
import { findOwnedTrip } from '../../auth/trip-ownership.js';
import { createPlaceSearch } from './places.service.js';

/**
 * Whose tagged places a search may offer: the signed-in owner of the list it names. A list of another
 * account, or one named without a session, is answered as not found, like a missing one.
 */
async function listOwner(
  { db, sessions }: ServerContext,
  request: FastifyRequest,
  list: PlaceSearchListRef | undefined,
): Promise<string | null> {
  if (!list) return null;
  const session = await sessions.find(request);
  const userId = session?.user.id ?? '';
  if (list.kind === 'trip') await findOwnedTrip(db, userId, list.id);
  else await findOwnedGuidebook(db, userId, list.id);
  return userId;
}

/** Place search for everyone who types a tip: owners and anonymous friends alike. */
export const placeRoutes: RoutesOf<PublicRouter> = (route, context, scope) => {
  const places = createPlaceSearch(context.db, context.config.places, scope.log);

  route(placeContracts.searchPlaces, async (request, reply) => {
    const { query } = request;
    const bias =
      query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    const ownerId = await listOwner(context, request, query.list);
    const started = performance.now();
    const answer = await places.search(query.q, bias, ownerId, query.session);
    // The search's own time, for browsers' developer tools and for the benchmark.
    reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
    return answer;
  });

  route(placeContracts.placeDetails, async ({ params, query }) => ({
    result: await places.details(params.placeId, query.session),
  }));
};
