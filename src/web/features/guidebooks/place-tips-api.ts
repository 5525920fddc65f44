import { useMutation, useQueryClient } from '@tanstack/react-query';
import { guidebookTipEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { showError } from '../../components/ui/toast';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { withoutTip, withSavedTip } from '../tips/detail-tips';
import { showTipsDeleted } from '../tips/tips-deleted-toast';
import { guidebookKeys, markGuidebookListStale, updateCachedGuidebook } from './api';
import { guidebookTipMutationKeys } from './tips-api';

/** The heart of a merged card: every tip of its place in one request, all or none. */
export function useFavoriteGuidebookTips(guidebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guidebookTipMutationKeys.changeMany(guidebookId),
    mutationFn: ({ tipIds, favorite }: { tipIds: string[]; favorite: boolean }) =>
      apiRequest(guidebookTipEndpoints.updateGuidebookTips, {
        params: { id: guidebookId },
        body: { ids: tipIds, is_favorite: favorite },
      }),
    onSuccess: ({ recommendations }) =>
      updateCachedGuidebook(queryClient, guidebookId, (detail) =>
        recommendations.reduce(withSavedTip, detail),
      ),
    onError: (error) => {
      showError('Error updating recommendations', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: guidebookKeys.detail(guidebookId) });
    },
  });
}

/** The tips ticked in a merged card's delete dialog, each deleted as from a card of its own. */
export function useDeleteGuidebookTips(guidebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: guidebookTipMutationKeys.deleteMany(guidebookId),
    mutationFn: (tipIds: string[]) =>
      Promise.all(
        tipIds.map((id) => apiRequest(guidebookTipEndpoints.deleteGuidebookTip, { params: { id } })),
      ),
    onSuccess: (_data, tipIds) => {
      updateCachedGuidebook(queryClient, guidebookId, (detail) => tipIds.reduce(withoutTip, detail));
      showTipsDeleted(tipIds.length);
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => {
      showError('Error deleting recommendation', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: guidebookKeys.detail(guidebookId) });
    },
  });
}
