import type { ResponseOf } from '../../../shared/contracts/contract.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import { sharedGuidebookContracts } from '../../../shared/contracts/shared-guidebooks.js';
import type { PageKey, PageRead } from '../../cache/read-cache.js';
import type { Db } from '../../db/database.js';
import { toIsoString } from '../../db/values.js';
import { drawnMapPage } from '../../http/drawn-map-pages.js';
import { rateLimitOf } from '../../http/rate-limits.js';
import { renderedListPage } from '../../http/rendered-list-pages.js';
import { guidebookCard } from '../link-cards/link-cards.presenter.js';
import { ownerCardTexts } from '../link-cards/link-cards.service.js';
import { presentSharedGuidebook } from './guidebooks.presenter.js';
import { findSharedGuidebook, listGuidebookTips } from './guidebooks.service.js';

/**
 * A guidebook behind a share link: the cached page it is under and its read, which the API read and the
 * rendered page share. Kept until the guidebook, its entries, its links (revoked, replaced) or its author's
 * name or picture change, or the link ends.
 */
export function sharedGuidebookRead(
  db: Db,
  token: string,
): [PageKey, () => Promise<PageRead<ResponseOf<typeof sharedGuidebookContracts.sharedGuidebook>>>] {
  const read = async () => {
    const link = await findSharedGuidebook(db.kysely, token);
    const tips = await listGuidebookTips(db.kysely, link.id);
    return {
      body: { guidebook: presentSharedGuidebook(link, tips) },
      dependsOn: [link.id, link.user_id],
      expiresAt: Date.parse(toIsoString(link.expires_at)),
    };
  };
  return [{ key: token }, read];
}

/** A shared guidebook, sent drawn (decision 041) from its API read. */
export const sharedGuidebookPage = renderedListPage({
  path: PAGES.sharedGuidebook.path,
  read: sharedGuidebookContracts.sharedGuidebook,
  cached: sharedGuidebookRead,
  rendered: ({ guidebook }, token) => ({ page: 'shared-guidebook', token, guidebook }),
  // In the owner's language: the owner shares the link (decision 068).
  card: async ({ guidebook }, at, { db, token }) => {
    const { user_id } = await findSharedGuidebook(db.kysely, token);
    return guidebookCard(guidebook, at, await ownerCardTexts(db, user_id));
  },
});

/** A shared guidebook's map, sent drawn with its picture (decision 067), from the same read as its page. */
export const sharedGuidebookMapPage = drawnMapPage<{ token: string }>({
  page: 'sharedGuidebookMap',
  limit: { rate: rateLimitOf(sharedGuidebookContracts.sharedGuidebook), per: 'address' },
  read: async ({ db, readCaches }, { token }) => {
    if (!sharedGuidebookContracts.sharedGuidebook.params.safeParse({ token }).success) return null;
    const pages = readCaches.of(sharedGuidebookContracts.sharedGuidebook);
    const { guidebook } = await pages.answer(...sharedGuidebookRead(db, token));
    return { kind: 'shared', shared: { page: 'shared-guidebook', token, guidebook } };
  },
});
