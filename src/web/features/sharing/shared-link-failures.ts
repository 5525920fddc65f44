import { ApiError, errorMessageOf } from '../../lib/api-client';

/**
 * What a failed load of a shared page means to the visitor: a link that leads nowhere (`notFound`), or a
 * failure that another try may get past; and the toast that says so.
 */
export type SharedFailure = { notFound: boolean; title: string; description: string };

/** A malformed, unknown or expired favourites link is "not found". */
export function sharedFavoritesFailure(error: unknown): SharedFailure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return {
      notFound: true,
      title: 'Shared list not found',
      description: 'This link may be invalid or expired.',
    };
  }
  return { notFound: false, title: 'Error loading recommendations', description: errorMessageOf(error) };
}

/**
 * The failure texts for a shared guidebook. A malformed token can belong to no guidebook, so it reads as an
 * unknown one; the server's 404 also covers a revoked link, and its 410 an expired one. Anything else
 * (offline, a server failure) may pass on another try.
 */
export function sharedGuidebookFailure(error: unknown): SharedFailure {
  const status = error instanceof ApiError ? error.status : 0;
  const description =
    status === 400 || status === 404
      ? 'Shared guidebook not found'
      : status === 410
        ? 'This shared guidebook link has expired'
        : 'Failed to load shared guidebook';
  return { notFound: [400, 404, 410].includes(status), title: 'Error loading shared guidebook', description };
}
