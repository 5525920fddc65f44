import type { ResponseOf } from '../../../shared/contracts/contract.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import { publicContracts } from '../../../shared/contracts/public.js';
import type { PageKey, PageRead } from '../../cache/read-cache.js';
import type { Db } from '../../db/database.js';
import { toIsoString } from '../../db/values.js';
import { drawnMapPage } from '../../http/drawn-map-pages.js';
import { rateLimitOf } from '../../http/rate-limits.js';
import { renderedListPage } from '../../http/rendered-list-pages.js';
import { favoritesCard } from '../link-cards/link-cards.presenter.js';
import { ownerCardTexts } from '../link-cards/link-cards.service.js';
import { presentShared } from './sharing.presenter.js';
import { findSharedFavorites, findSharedFavoritesLink, findTripSharedFavorites } from './sharing.service.js';

/**
 * A trip's favourites behind a share link: the cached page they are under and their read, which the API
 * read and the rendered page share. Kept until the trip, its tips or its owner's name change, or the link ends.
 */
export function sharedFavoritesRead(
  db: Db,
  token: string,
): [PageKey, () => Promise<PageRead<ResponseOf<typeof publicContracts.sharedFavorites>>>] {
  const read = async () => {
    const shared = await findSharedFavorites(db.kysely, token);
    const { trip_id, user_id, expires_at } = shared.link;
    const expiresAt = Date.parse(toIsoString(expires_at));
    return { body: presentShared(shared), dependsOn: [trip_id, user_id], expiresAt };
  };
  return [{ key: token }, read];
}

/** Shared favourites, sent drawn (decision 041) from their API read. */
export const sharedFavoritesPage = renderedListPage({
  path: PAGES.sharedFavorites.path,
  read: publicContracts.sharedFavorites,
  cached: sharedFavoritesRead,
  rendered: ({ shared }, token) => ({ page: 'shared-favorites', token, shared }),
  // In the owner's language: the owner shares the link (decision 068).
  card: async ({ shared }, at, { db, token }) => {
    const { user_id } = await findSharedFavoritesLink(db.kysely, token);
    return favoritesCard(shared, at, await ownerCardTexts(db, user_id));
  },
});

/** The favourites' map, sent drawn with its picture (decision 067), from the same read as their page. */
export const sharedFavoritesMapPage = drawnMapPage<{ token: string }>({
  page: 'sharedFavoritesMap',
  limit: { rate: rateLimitOf(publicContracts.sharedFavorites), per: 'address' },
  read: async ({ db, readCaches }, { token }) => {
    if (!publicContracts.sharedFavorites.params.safeParse({ token }).success) return null;
    const { shared } = await readCaches
      .of(publicContracts.sharedFavorites)
      .answer(...sharedFavoritesRead(db, token));
    return { kind: 'shared', shared: { page: 'shared-favorites', token, shared } };
  },
});

/** The trip's public map: its favourites while their link lasts, drawn as the link's own map. */
export const askByIdMapPage = drawnMapPage<{ tripId: string }>({
  page: 'askByIdMap',
  limit: { rate: rateLimitOf(publicContracts.tripSharedFavorites), per: 'address' },
  read: async ({ db }, { tripId }) => {
    if (!publicContracts.tripSharedFavorites.params.safeParse({ id: tripId }).success) return null;
    const { shared } = presentShared(await findTripSharedFavorites(db.kysely, tripId));
    return { kind: 'shared', shared: { page: 'shared-favorites', token: tripId, shared } };
  },
});
