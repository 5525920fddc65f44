import { mapContracts } from '../../../shared/contracts/maps.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { mapPictureEtag, MapPictures } from './map-pictures.js';

/** A picture changes only with the data package or the drawing: a browser may keep it for 30 days. */
const PICTURE_CACHING = 'public, max-age=2592000';
/** The SVG loads nothing and runs nothing, even opened on its own as a document. */
const PICTURE_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`), as a weak comparison does. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const tag = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const value = candidate.trim();
    return value === '*' || value.replace(/^W\//, '') === tag;
  });
}

/** The basemap every map page starts from; friends' pages show maps too, so it is public. */
export const mapRoutes: RoutesOf<PublicRouter> = (route, { config }) => {
  route(mapContracts.mapStyle, () => Promise.resolve({ styleUrl: config.maps.styleUrl }));

  const pictures = new MapPictures();
  // The picture a map page shows until its live map has loaded (decision 067).
  route(mapContracts.mapPicture, async (request, reply) => {
    const etag = mapPictureEtag(request.params);
    reply
      .header('cache-control', PICTURE_CACHING)
      .header('etag', etag)
      .header('content-security-policy', PICTURE_POLICY)
      .header('x-content-type-options', 'nosniff');
    // Known without drawing: a browser's own copy costs nothing.
    if (matches(request.headers['if-none-match'], etag)) return reply.status(304).send();
    const picture = pictures.read(request.params);
    // How long the drawing took, when it was drawn for this request: absent, it was kept from before.
    if (picture.drawnInMs !== null) reply.header('server-timing', `draw;dur=${picture.drawnInMs.toFixed(1)}`);
    return reply.type('image/svg+xml').send(picture.svg);
  });
};
