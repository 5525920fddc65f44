import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { NewTip, Tip } from '../../../shared/contracts/tips.js';
import type { TripDetail } from '../../../shared/contracts/trips.js';
import { submittedToast } from '../../../shared/rules/submitted-toast.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { shareLinkOf, showShareLinkFailed } from '../../components/ui/use-new-share-link';
import { tipEndpoints } from '../../../shared/contracts/endpoints/tips.js';
import { tripEndpoints } from '../../../shared/contracts/endpoints/trips.js';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { randomId } from '../../lib/random-id';
import { useSignedInUser } from '../auth/signed-in-user';
import { labelOf, withQueuedChanges, type TipFlags } from '../offline/queue-rules';
import { sendOrQueue } from '../offline/send-or-queue';
import { detailOrderStore, type DetailOrderStore } from '../tips/detail-order-store';
import { withAddedTips, withoutTip, withSavedTip } from '../tips/detail-tips';
import { showTipsDeleted } from '../tips/tips-deleted-toast';
import { usePendingTipIds } from '../tips/use-pending-tip-ids';
import { markTripListStale, tripKeys, updateCachedDetail } from './api';

/**
 * Adds a batch of tips in one request; the caller's form keeps its entries when this rejects. Each tip
 * carries an id made here: offline, the batch waits in the queue and is sent once back online, and a batch
 * sent twice is stored once (decision 024).
 */
export function useAddTips(tripId: string) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  return useMutation({
    mutationFn: (newTips: NewTip[]) => {
      const entries = newTips.map((entry) => ({ ...entry, id: randomId() }));
      const label = labelOf({ kind: 'add', texts: entries.map((entry) => entry.content.trim()) });
      return sendOrQueue({ id: randomId(), userId: user.id, tripId, kind: 'add', entries, label }, () =>
        apiRequest(tipEndpoints.addTips, { params: { id: tripId }, body: { entries } }),
      );
    },
    onSuccess: (answer) => {
      if ('queued' in answer) {
        updateCachedDetail(queryClient, tripId, (detail) => withQueuedChanges(detail, [answer.queued]));
        showSuccess('Saved on this device', "Your recommendations will be sent when you're back online.");
        return;
      }
      const { recommendations } = answer.sent;
      updateCachedDetail(queryClient, tripId, (detail) => withAddedTips(detail, recommendations));
      const toast = submittedToast(recommendations.length);
      showSuccess(toast.title, toast.description);
      return markTripListStale(queryClient);
    },
    onError: (error) => showError('Error submitting recommendations', errorMessageOf(error)),
  });
}

type TipChange = { tipId: string; change: TipFlags };

/** Done and favourite: saved first, then the list shows the saved tip. A failure reloads the list. */
export const tipMutationKeys = {
  toggle: (tripId: string) => ['trips', 'detail', tripId, 'toggle-tip'] as const,
  toggleMany: (tripId: string) => [...tipMutationKeys.toggle(tripId), 'many'] as const,
  delete: (tripId: string) => ['trips', 'detail', tripId, 'delete-tip'] as const,
  deleteMany: (tripId: string) => [...tipMutationKeys.delete(tripId), 'many'] as const,
};

/**
 * Sends done or favourite for some tips of the trip, or queues it when the server cannot be reached
 * (decision 024): the list then shows the change at once, and the answer is the tips as saved (none yet).
 */
function useSetTipFlags(tripId: string, send: (tipIds: string[], flags: TipFlags) => Promise<Tip[]>) {
  const queryClient = useQueryClient();
  const user = useSignedInUser();
  return async (tipIds: string[], flags: TipFlags): Promise<Tip[]> => {
    const detail = queryClient.getQueryData<TripDetail>(tripKeys.detail(tripId));
    const tipText = detail?.recommendations.find((tip) => tip.id === tipIds[0])?.content ?? '';
    const label = labelOf({ kind: 'flags', flags, tipText });
    const change = { id: randomId(), userId: user.id, tripId, kind: 'flags', tipIds, flags, label } as const;
    const answer = await sendOrQueue(change, () => send(tipIds, flags));
    if ('sent' in answer) return answer.sent;
    updateCachedDetail(queryClient, tripId, (cached) => withQueuedChanges(cached, [answer.queued]));
    return [];
  };
}

export function useToggleTip(tripId: string) {
  const queryClient = useQueryClient();
  const setFlags = useSetTipFlags(tripId, async ([id = ''], flags) => [
    (await apiRequest(tipEndpoints.updateTip, { params: { id }, body: flags })).recommendation,
  ]);
  return useMutation({
    mutationKey: tipMutationKeys.toggle(tripId),
    mutationFn: ({ tipId, change }: TipChange) => setFlags([tipId], change),
    onSuccess: (saved) =>
      updateCachedDetail(queryClient, tripId, (detail) => saved.reduce(withSavedTip, detail)),
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
      updateCachedDetail(queryClient, tripId, (detail) => withoutTip(detail, tipId));
      showTipsDeleted(1);
      return markTripListStale(queryClient);
    },
    onError: (error) => {
      showError('Error deleting recommendation', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
  });
}

type TipsChange = { tipIds: string[]; change: TipFlags };

/** Done or favourite on a merged card: every tip of it in one request, all or none. */
export function useToggleTips(tripId: string) {
  const queryClient = useQueryClient();
  const setFlags = useSetTipFlags(
    tripId,
    async (ids, flags) =>
      (await apiRequest(tipEndpoints.updateTips, { params: { id: tripId }, body: { ids, ...flags } }))
        .recommendations,
  );
  return useMutation({
    mutationKey: tipMutationKeys.toggleMany(tripId),
    mutationFn: ({ tipIds, change }: TipsChange) => setFlags(tipIds, change),
    onSuccess: (saved) =>
      updateCachedDetail(queryClient, tripId, (detail) => saved.reduce(withSavedTip, detail)),
    onError: (error) => {
      showError('Error updating recommendations', errorMessageOf(error));
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
  });
}

/** The tips ticked in a merged card's delete dialog, each deleted as from a card of its own. */
export function useDeleteTips(tripId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: tipMutationKeys.deleteMany(tripId),
    mutationFn: (tipIds: string[]) =>
      Promise.all(tipIds.map((id) => apiRequest(tipEndpoints.deleteTip, { params: { id } }))),
    onSuccess: (_data, tipIds) => {
      updateCachedDetail(queryClient, tripId, (detail) => tipIds.reduce(withoutTip, detail));
      showTipsDeleted(tipIds.length);
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
  return usePendingTipIds(tipMutationKeys.toggle(tripId), tipMutationKeys.delete(tripId));
}

/** Where the trip page saves a new order of its tips. */
export function useTripOrderStore(tripId: string): DetailOrderStore {
  const queryClient = useQueryClient();
  return useMemo(
    () =>
      detailOrderStore(queryClient, tripKeys.detail(tripId), (order, keepalive) =>
        apiRequest(tipEndpoints.reorderTips, { params: { id: tripId }, body: { order }, keepalive }),
      ),
    [queryClient, tripId],
  );
}

/** A new, expiring link to the trip's favourites. */
export function useCreateSharedFavorites(tripId: string) {
  return useMutation({
    mutationFn: async (expiresInDays: number) =>
      shareLinkOf(
        await apiRequest(tripEndpoints.shareFavorites, {
          params: { id: tripId },
          body: { expires_in_days: expiresInDays },
        }),
      ),
    onError: showShareLinkFailed,
  });
}
