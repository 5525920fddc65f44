import { profileImageContracts } from '../../../shared/contracts/images.js';
import type { OwnerRouter, PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { findImage, readImage, removeProfileImage, storeProfileImage } from './images.service.js';

export const profileImageRoutes: RoutesOf<OwnerRouter> = (route, context) => {
  // Limited per account before the file is read (ACCOUNT_RATE_LIMITS): decoding is the costliest request.
  route(profileImageContracts.uploadProfileImage, async ({ user, body }) => ({
    user: await storeProfileImage(context, user.id, body.image),
  }));

  route(profileImageContracts.removeProfileImage, async ({ user }) => ({
    user: await removeProfileImage(context, user.id),
  }));
};

/** An image's id is its content's hash: what is at its address never changes. */
const FOREVER = 'public, max-age=31536000, immutable';

/** Whether an If-None-Match header names this ETag (weak or strong, or `*`). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const value = tag.trim();
    return value === '*' || value.replace(/^W\//, '') === etag;
  });
}

export const imageRoutes: RoutesOf<PublicRouter> = (route, { db }) => {
  route(profileImageContracts.readImage, async (request, reply) => {
    const { imageId } = request.params;
    const etag = `"${imageId}"`;
    const cached = (status: 200 | 304) =>
      reply
        .status(status)
        .header('cache-control', FOREVER)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
    // Headers are set only once the image is found: a 404 must not be cached for a year.
    if (matches(request.headers['if-none-match'], etag)) {
      // A removed image is gone for everyone, even for a browser that still holds its bytes.
      await findImage(db, imageId);
      return cached(304).send();
    }
    const data = await readImage(db, imageId);
    // The type is our own, never one stored or uploaded. WebP is compressed already, and
    // @fastify/compress leaves image types alone.
    return cached(200).type('image/webp').send(data);
  });
};
