import { useMutation, useMutationState, useQueryClient } from '@tanstack/react-query';
import type { NewTip } from '../../../shared/contracts/tips.js';
import type { SharedLink } from '../../../shared/contracts/trips.js';
import { sortForDisplay } from '../../../shared/rules/order-index.js';
import { submittedToast } from '../../../shared/rules/submitted-toast.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { tipEndpoints } from '../../../shared/contracts/endpoints/tips.js';
import { tripEndpoints } from '../../../shared/contracts/endpoints/trips.js';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { markTripListStale, tripKeys, updateCachedDetail } from './api';

/** Adds a batch of tips in one request; the caller's form keeps its entries when this rejects. */
export function useAddTips(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (entries: NewTip[]) =>
      apiRequest(tipEndpoints.addTips, { params: { id: tripId }, body: { entries } }),
    onSuccess: ({ recommendations }) => {
      updateCachedDetail(queryClient, tripId, (detail) => {
        const known = new Set(detail.recommendations.map((tip) => tip.id));
        const added = recommendations.filter((tip) => !known.has(tip.id));
        return { ...detail, recommendations: sortForDisplay([...detail.recommendations, ...added]) };
      });
      const toast = submittedToast(recommendations.length);
      showSuccess(toast.title, toast.description);
      return markTripListStale(queryClient);
    },
    onError: (error) => showError('Error submitting recommendations', errorMessageOf(error)),
  });
}

type TipChange = { tipId: string; change: { is_completed: boolean } | { is_favorite: boolean } };

/** Done and favourite: saved first, then the list shows the saved tip. A failure reloads the list. */
export const tipMutationKeys = {
  toggle: (tripId: string) => ['trips', 'detail', tripId, 'toggle-tip'] as const,
  delete: (tripId: string) => ['trips', 'detail', tripId, 'delete-tip'] as const,
};

export function useToggleTip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: tipMutationKeys.toggle(tripId),
    mutationFn: ({ tipId, change }: TipChange) =>
      apiRequest(tipEndpoints.updateTip, { params: { id: tipId }, body: change }),
    onSuccess: ({ recommendation }) =>
      updateCachedDetail(queryClient, tripId, (detail) => ({
        ...detail,
        recommendations: detail.recommendations.map((tip) =>
          tip.id === recommendation.id ? { ...tip, ...recommendation } : tip,
        ),
      })),
    onError: (error) => {
      showError('Error updating recommendation', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
  });
}

export function useDeleteTip(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: tipMutationKeys.delete(tripId),
    mutationFn: (tipId: string) => apiRequest(tipEndpoints.deleteTip, { params: { id: tipId } }),
    onSuccess: (_data, tipId) => {
      updateCachedDetail(queryClient, tripId, (detail) => ({
        ...detail,
        recommendations: detail.recommendations.filter((tip) => tip.id !== tipId),
      }));
      showSuccess('Recommendation deleted', 'The recommendation has been removed.');
      return markTripListStale(queryClient);
    },
    onError: (error) => {
      showError('Error deleting recommendation', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
  });
}

/** Tips with a toggle or delete on its way to the server. */
export function useBusyTipIds(tripId: string): ReadonlySet<string> {
  const toggling = useMutationState({
    filters: { mutationKey: tipMutationKeys.toggle(tripId), status: 'pending' },
    select: (mutation) => (mutation.state.variables as TipChange | undefined)?.tipId,
  });
  const deleting = useMutationState({
    filters: { mutationKey: tipMutationKeys.delete(tripId), status: 'pending' },
    select: (mutation) => mutation.state.variables as string | undefined,
  });
  return new Set([...toggling, ...deleting].filter((id): id is string => id !== undefined));
}

/** A new, expiring link to the trip's favourites. */
export function useCreateSharedFavorites(tripId: string) {
  return useMutation({
    mutationFn: async (expiresInDays: number) => {
      // Read as possibly incomplete: a proxy or an old server may answer 2xx without the link.
      const link = (await apiRequest(tripEndpoints.shareFavorites, {
        params: { id: tripId },
        body: { expires_in_days: expiresInDays },
      })) as Partial<SharedLink> | null;
      // Without a URL there is nothing to share: report it like any other failure.
      if (!link?.share_url || !link.expires_at) throw new Error('');
      return { share_url: link.share_url, expires_at: link.expires_at };
    },
    onError: (error) =>
      showError(
        'Failed to create share link',
        error instanceof Error && error.message ? error.message : 'Please try again later.',
      ),
  });
}
