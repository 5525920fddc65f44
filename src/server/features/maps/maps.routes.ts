import { mapContracts } from '../../../shared/contracts/maps.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';

/** The basemap every map page starts from; friends' pages show maps too, so it is public. */
export const mapRoutes: RoutesOf<PublicRouter> = (route, { config }) => {
  route(mapContracts.mapStyle, () => Promise.resolve({ styleUrl: config.maps.styleUrl }));
};
