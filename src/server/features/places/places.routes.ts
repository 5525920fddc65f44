import type { FastifyRequest } from 'fastify';
import { placeContracts, type PlaceSearchListRef } from '../../../shared/contracts/places.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import type { ServerContext } from '../../context.js';
import { findTripAskingThrough } from '../../auth/trip-asking.js';
import { findGuidebookFor, findTripFor } from '../../auth/list-access.js';
import { destinationOf } from './list-destination.js';
import type { Destination } from './place-ranking.js';

interface SearchList {
  /** The signed-in owner whose tagged places may be offered; null on a friend's page. */
  ownerId: string | null;
  destination: Destination | undefined;
}

/**
 * What the list a search names gives it: its destination, and on the owner's pages the owner's tagged
 * places. A list of another account, one named without a session, or a friend page's trip that no
 * longer asks through that address is answered as not found, like a missing one.
 */
async function searchList(
  { db, sessions }: ServerContext,
  request: FastifyRequest,
  list: PlaceSearchListRef | undefined,
): Promise<SearchList> {
  if (!list) return { ownerId: null, destination: undefined };
  if (list.kind === 'ask') {
    const trip = await findTripAskingThrough(db, list.id, list.shareToken);
    return { ownerId: null, destination: destinationOf(trip) };
  }
  const session = await sessions.find(request);
  const userId = session?.user.id ?? '';
  const { list: held } =
    list.kind === 'trip'
      ? await findTripFor(db, userId, list.id, 'edit')
      : await findGuidebookFor(db, userId, list.id, 'edit');
  return { ownerId: userId, destination: destinationOf(held) };
}

/** Place search for everyone who types a tip: owners and anonymous friends alike. */
export const placeRoutes: RoutesOf<PublicRouter> = (route, context) => {
  const { places } = context;

  route(placeContracts.searchPlaces, async (request, reply) => {
    const { query } = request;
    const device =
      query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    const { ownerId, destination } = await searchList(context, request, query.list);
    const started = performance.now();
    const answer = await places.search(query.q, { device, destination }, ownerId, query.session);
    // The search's own time, for browsers' developer tools and for the benchmark.
    reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
    return answer;
  });

  route(placeContracts.placeFromLink, async ({ query }) => ({
    result: await places.fromLink(query.url, context.config.mapLinks, query.session),
  }));

  route(placeContracts.placeDetails, async ({ params, query }) => ({
    result: await places.details(params.placeId, query.session),
  }));
};
