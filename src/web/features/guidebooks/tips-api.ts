import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { UpdateGuidebookTipBody } from '../../../shared/contracts/guidebook-tips.js';
import type { NewTip } from '../../../shared/contracts/tips.js';
import { guidebookTipEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { detailOrderStore, type DetailOrderStore } from '../tips/detail-order-store';
import { withAddedTips, withoutTip, withSavedTip } from '../tips/detail-tips';
import { showTipsDeleted } from '../tips/tips-deleted-toast';
import { usePendingTipIds } from '../tips/use-pending-tip-ids';
import { guidebookKeys, markGuidebookListStale, updateCachedGuidebook } from './api';
import { tipsAddedToast } from './guidebook-rules';

/** Adds a batch of tips in one request; the add dialog keeps its entries when this rejects. */
export function useAddGuidebookTips(guidebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: NewTip[]) =>
      apiRequest(guidebookTipEndpoints.addGuidebookTips, { params: { id: guidebookId }, body: { entries } }),
    onSuccess: ({ recommendations }) => {
      updateCachedGuidebook(queryClient, guidebookId, (detail) => withAddedTips(detail, recommendations));
      const toast = tipsAddedToast(recommendations.length);
      showSuccess(toast.title, toast.description);
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError('Error adding recommendations', errorMessageOf(error)),
  });
}

export const guidebookTipMutationKeys = {
  change: (guidebookId: string) => ['guidebooks', 'detail', guidebookId, 'change-tip'] as const,
  changeMany: (guidebookId: string) => [...guidebookTipMutationKeys.change(guidebookId), 'many'] as const,
  delete: (guidebookId: string) => ['guidebooks', 'detail', guidebookId, 'delete-tip'] as const,
  deleteMany: (guidebookId: string) => [...guidebookTipMutationKeys.delete(guidebookId), 'many'] as const,
};

export type GuidebookTipChange = { tipId: string; change: UpdateGuidebookTipBody };

/**
 * A favourite toggle or an edit: saved first, then the list shows the saved tip. A failure leaves the list
 * as it was (it is reloaded, in case the tip changed meanwhile) and says why.
 */
export function useChangeGuidebookTip(guidebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guidebookTipMutationKeys.change(guidebookId),
    mutationFn: ({ tipId, change }: GuidebookTipChange) =>
      apiRequest(guidebookTipEndpoints.updateGuidebookTip, { params: { id: tipId }, body: change }),
    onSuccess: ({ recommendation }, { change }) => {
      updateCachedGuidebook(queryClient, guidebookId, (detail) => withSavedTip(detail, recommendation));
      // A heart needs no toast: the card shows it. An edit made in a dialog does.
      if (change.content !== undefined) showSuccess('Recommendation updated');
    },
    onError: (error) => {
      showError('Error updating recommendation', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: guidebookKeys.detail(guidebookId) });
    },
  });
}

export function useDeleteGuidebookTip(guidebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guidebookTipMutationKeys.delete(guidebookId),
    mutationFn: (tipId: string) =>
      apiRequest(guidebookTipEndpoints.deleteGuidebookTip, { params: { id: tipId } }),
    onSuccess: (_data, tipId) => {
      updateCachedGuidebook(queryClient, guidebookId, (detail) => withoutTip(detail, tipId));
      showTipsDeleted(1);
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => {
      showError('Error deleting recommendation', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: guidebookKeys.detail(guidebookId) });
    },
  });
}

/** Tips with a change or delete on its way to the server. */
export function useBusyGuidebookTipIds(guidebookId: string): ReadonlySet<string> {
  return usePendingTipIds(
    guidebookTipMutationKeys.change(guidebookId),
    guidebookTipMutationKeys.delete(guidebookId),
  );
}

/** Where the guidebook page saves a new order of its tips. */
export function useGuidebookOrderStore(guidebookId: string): DetailOrderStore {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      detailOrderStore(queryClient, guidebookKeys.detail(guidebookId), (order, keepalive) =>
        apiRequest(guidebookTipEndpoints.reorderGuidebookTips, {
          params: { id: guidebookId },
          body: { order },
          keepalive,
        }),
      ),
    [queryClient, guidebookId],
  );
}
