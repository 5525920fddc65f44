import type { ResponseOf } from '../../../shared/contracts/contract.js';
import { guidebookContracts } from '../../../shared/contracts/guidebooks.js';
import type { PageKey, PageRead } from '../../cache/read-cache.js';
import type { Db } from '../../db/database.js';
import { drawnMapPage } from '../../http/drawn-map-pages.js';
import { TRIP_PAGES_PER_ACCOUNT } from '../../http/rate-limits.js';
import { presentGuidebook, presentGuidebookTip } from './guidebooks.presenter.js';
import { accessOf } from '../../auth/list-access.js';
import { findGuidebookFor, listGuidebookTips } from './guidebooks.service.js';

/**
 * A guidebook with its entries, for its owner or a companion (with what they may do): the cached page it is under and its read, shared by its API
 * read and its drawn map. Kept, compressed, until the guidebook or one of its entries changes (on any instance).
 */
export function guidebookDetailRead(
  db: Db,
  userId: string,
  guidebookId: string,
): [PageKey, () => Promise<PageRead<ResponseOf<typeof guidebookContracts.getGuidebook>>>] {
  const read = async () => {
    const held = await findGuidebookFor(db, userId, guidebookId, 'read');
    const { list: guidebook } = held;
    const tips = await listGuidebookTips(db.kysely, guidebook.id);
    const body = {
      guidebook: presentGuidebook(guidebook),
      recommendations: tips.map(presentGuidebookTip),
      access: await accessOf(db, held),
    };
    return { body, dependsOn: [guidebook.id] };
  };
  return [{ key: guidebookId, ownerId: userId }, read];
}

/** The owner's guidebook map, sent drawn with its picture (decision 067). */
export const guidebookMapPage = drawnMapPage<{ guidebookId: string }>({
  page: 'guidebookMap',
  limit: { rate: TRIP_PAGES_PER_ACCOUNT, per: 'account' },
  read: async ({ db, readCaches }, { guidebookId }, user) => {
    const valid = guidebookContracts.getGuidebook.params.safeParse({ id: guidebookId });
    if (!user || !valid.success) return null;
    const pages = readCaches.of(guidebookContracts.getGuidebook);
    return {
      kind: 'guidebook',
      detail: await pages.answer(...guidebookDetailRead(db, user.id, valid.data.id)),
    };
  },
});
