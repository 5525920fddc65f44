import { ApiError } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import type { Translate } from '../../lib/i18n';

/**
 * What a failed load of a shared page means to the visitor: a link that leads nowhere (`notFound`), or a
 * failure that another try may get past; and the toast that says so.
 */
export type SharedFailure = { notFound: boolean; title: string; description: string };

/** A malformed, unknown or expired favourites link is "not found". */
export function sharedFavoritesFailure(t: Translate, error: unknown): SharedFailure {
  if (error instanceof ApiError && (error.status === 400 || error.status === 404)) {
    return {
      notFound: true,
      title: t('public.favorites.notFound'),
      description: t('public.favorites.notFoundLink'),
    };
  }
  return { notFound: false, title: t('public.favorites.loadFailed'), description: errorText(t, error) };
}

/**
 * The failure texts for a shared guidebook. A malformed token can belong to no guidebook, so it reads as an
 * unknown one; the server's 404 also covers a revoked link, and its 410 an expired one. Anything else
 * (offline, a server failure) may pass on another try.
 */
export function sharedGuidebookFailure(t: Translate, error: unknown): SharedFailure {
  const status = error instanceof ApiError ? error.status : 0;
  const description =
    status === 400 || status === 404
      ? t('public.guidebook.unknown')
      : status === 410
        ? t('public.guidebook.expired')
        : t('public.guidebook.unreachable');
  return {
    notFound: [400, 404, 410].includes(status),
    title: t('public.guidebook.loadFailed'),
    description,
  };
}
