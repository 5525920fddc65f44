import { placeContracts } from '../../../shared/contracts/places.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { createPlaceSearch } from './places.service.js';

/** Place search for everyone who types a tip: owners and anonymous friends alike. */
export const placeRoutes: RoutesOf<PublicRouter> = (route, { db, config }, scope) => {
  const places = createPlaceSearch(db, config.places, scope.log);

  route(placeContracts.searchPlaces, async ({ query }) => {
    const bias =
      query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
    return places.search(query.q, bias, query.session);
  });

  route(placeContracts.placeDetails, async ({ params, query }) => ({
    result: await places.details(params.placeId, query.session),
  }));
};
