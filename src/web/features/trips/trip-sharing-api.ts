import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripSharing } from '../../../shared/contracts/trip-sharing.js';
import { tripSharingEndpoints } from '../../../shared/contracts/endpoints/trip-sharing.js';
import { tripEndpoints } from '../../../shared/contracts/endpoints/trips.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { shareLinkOf, showShareLinkFailed } from '../../components/ui/use-new-share-link';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { tripKeys } from './trip-keys';

export const tripSharingKey = (tripId: string) => [...tripKeys.all, 'sharing', tripId] as const;

/** Every link of the trip with its opens; asked for each time the Sharing panel opens. */
export function useTripSharing(tripId: string, enabled: boolean) {
  return useQuery({
    queryKey: tripSharingKey(tripId),
    queryFn: ({ signal }) => apiRequest(tripSharingEndpoints.tripSharing, { params: { id: tripId }, signal }),
    enabled,
    refetchOnMount: 'always',
  });
}

type SharingChange = {
  send: () => Promise<TripSharing>;
  success?: { title: string; description: string };
  failure: string;
};

/**
 * A change made from the Sharing panel: the answer is the panel as it is now, and the trip page reloads
 * its trip, whose ask link or pause may have changed with it.
 */
function useSharingChange<V>(tripId: string, change: (variables: V) => SharingChange) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: V) => change(variables).send(),
    onSuccess: (sharing, variables) => {
      queryClient.setQueryData(tripSharingKey(tripId), sharing);
      const { success } = change(variables);
      if (success) showSuccess(success.title, success.description);
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
    onError: (error, variables) => showError(change(variables).failure, errorMessageOf(error)),
  });
}

const params = (tripId: string) => ({ params: { id: tripId } });

export const useNewAskLink = (tripId: string) =>
  useSharingChange<undefined>(tripId, () => ({
    send: () => apiRequest(tripSharingEndpoints.newAskLink, { ...params(tripId), body: {} }),
    success: {
      title: 'New ask link ready',
      description: 'The old link no longer works. Send this one to the friends you want tips from.',
    },
    failure: 'Error making a new ask link',
  }));

export const useRevokeAskLink = (tripId: string) =>
  useSharingChange<undefined>(tripId, () => ({
    send: () => apiRequest(tripSharingEndpoints.revokeAskLink, params(tripId)),
    success: { title: 'Ask link revoked', description: 'Friends who open it are told the link is invalid.' },
    failure: 'Error revoking link',
  }));

export const useSetTipCollection = (tripId: string) =>
  useSharingChange(tripId, (paused: boolean) => ({
    send: () => apiRequest(tripSharingEndpoints.setTipCollection, { ...params(tripId), body: { paused } }),
    success: paused
      ? {
          title: 'Tip collection paused',
          description: 'Friends can still write tips; they can send them once you resume.',
        }
      : { title: 'Tip collection resumed', description: 'Friends can send their tips again.' },
    failure: paused ? 'Error pausing tip collection' : 'Error resuming tip collection',
  }));

export const useSetTripNotifications = (tripId: string) =>
  useSharingChange(tripId, (muted: boolean) => ({
    send: () => apiRequest(tripSharingEndpoints.setTripNotifications, { ...params(tripId), body: { muted } }),
    success: muted
      ? { title: 'Notifications muted', description: 'No mail or webhook call about new tips for this trip.' }
      : { title: 'Notifications on', description: 'You hear of new tips for this trip again.' },
    failure: muted ? 'Error muting notifications' : 'Error turning notifications on',
  }));

export const useSetTripFollowing = (tripId: string) =>
  useSharingChange(tripId, (on: boolean) => ({
    send: () => apiRequest(tripSharingEndpoints.setTripFollowing, { ...params(tripId), body: { on } }),
    success: on
      ? { title: 'Following on', description: 'Friends can follow what becomes of their tips.' }
      : {
          title: 'Following off',
          description: 'Open follow pages say you turned it off; their tips stay listed.',
        },
    failure: on ? 'Error turning following on' : 'Error turning following off',
  }));

export const useRevokeFavoritesLink = (tripId: string) =>
  useSharingChange(tripId, (linkId: string) => ({
    send: () => apiRequest(tripSharingEndpoints.revokeFavoritesLink, { params: { id: tripId, linkId } }),
    success: { title: 'Link revoked', description: 'Whoever opens it is told the link is invalid.' },
    failure: 'Error revoking link',
  }));

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
