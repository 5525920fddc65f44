import { placeContracts } from '../../../shared/contracts/places.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { createPlaceSearch } from './places.service.js';

/** Place search for everyone who types a tip: owners and anonymous friends alike. */
export const placeRoutes: RoutesOf<PublicRouter> = (route, { db, config }, scope) => {
  const places = createPlaceSearch(db, config.places, scope.log);

  route(placeContracts.searchPlaces, async ({ query }, reply) => {
    const bias =
      query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    const started = performance.now();
    const answer = await places.search(query.q, bias, query.session);
    // The search's own time, for browsers' developer tools and for the benchmark.
    reply.header('server-timing', `search;dur=${(performance.now() - started).toFixed(2)}`);
    return answer;
  });

  route(placeContracts.placeDetails, async ({ params, query }) => ({
    result: await places.details(params.placeId, query.session),
  }));
};
