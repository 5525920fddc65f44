import { guidebookEndpoints, guidebookTipEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import type { GuidebookTip, UpdateGuidebookTipBody } from '../../../shared/contracts/guidebook-tips.js';
import type { GuidebookDetail } from '../../../shared/contracts/guidebooks.js';
import { useMemo } from 'react';
import { apiRequest } from '../../lib/api-client';
import { useT, type Translate } from '../../lib/i18n';
import type { Heart, TipListKind } from '../tips/tip-list-kind';
import { guidebookKeys } from './api';
import { asCardTip, tipsAddedToast } from './guidebook-rules';

export type GuidebookTipList = TipListKind<GuidebookTip, GuidebookDetail, Heart, UpdateGuidebookTipBody>;

/**
 * A guidebook's tips, as the owner's guidebook page changes them: sent straight to the server. They are
 * never "done"; one tip at a time can also be edited (its category, text and place). Its toasts speak as
 * `t` does.
 */
export const guidebookTipList = (t: Translate): GuidebookTipList => ({
  keys: guidebookKeys,
  events: { endpoint: guidebookEndpoints.guidebookEvents, kinds: ['ready', 'recommendations', 'guidebook'] },
  orderRule: 'guidebook',
  cardTip: asCardTip,
  addedToast: (count) => tipsAddedToast(t, count),
  addFailed: t('guidebooks.tipsAddFailed'),
  add: async (guidebookId, entries) => ({
    sent: (
      await apiRequest(guidebookTipEndpoints.addGuidebookTips, {
        params: { id: guidebookId },
        body: { entries },
      })
    ).recommendations,
  }),
  changeOne: async ({ tipIds: [id = ''], change }) => ({
    sent: (await apiRequest(guidebookTipEndpoints.updateGuidebookTip, { params: { id }, body: change }))
      .recommendation,
  }),
  changeMany: async ({ listId, tipIds, change }) => ({
    sent: (
      await apiRequest(guidebookTipEndpoints.updateGuidebookTips, {
        params: { id: listId },
        body: { ids: tipIds, ...change },
      })
    ).recommendations,
  }),
  remove: (tipId) => apiRequest(guidebookTipEndpoints.deleteGuidebookTip, { params: { id: tipId } }),
  reorder: (guidebookId, order, keepalive) =>
    apiRequest(guidebookTipEndpoints.reorderGuidebookTips, {
      params: { id: guidebookId },
      body: { order },
      keepalive,
    }),
});

/** The guidebook tips of the page's language. */
export function useGuidebookTipList(): GuidebookTipList {
  const t = useT();
  return useMemo(() => guidebookTipList(t), [t]);
}
