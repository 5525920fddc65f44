import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TripSharing } from '../../../shared/contracts/trip-sharing.js';
import { tripSharingEndpoints } from '../../../shared/contracts/endpoints/trip-sharing.js';
import { tripEndpoints } from '../../../shared/contracts/endpoints/trips.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { shareLinkOf, useShareLinkFailed } from '../../components/ui/use-new-share-link';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT, type MessageKey } from '../../lib/i18n';
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

/** What the Sharing panel's changes say: texts without values. */
type SharingText = Extract<MessageKey, `trips.sharingChange.${string}`>;

type SharingChange = {
  send: () => Promise<TripSharing>;
  success?: { title: SharingText; description: SharingText };
  failure: SharingText;
};

/**
 * A change made from the Sharing panel: the answer is the panel as it is now, and the trip page reloads
 * its trip, whose ask link or pause may have changed with it.
 */
function useSharingChange<V>(tripId: string, change: (variables: V) => SharingChange) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (variables: V) => change(variables).send(),
    onSuccess: (sharing, variables) => {
      queryClient.setQueryData(tripSharingKey(tripId), sharing);
      const { success } = change(variables);
      if (success) showSuccess(t(success.title), t(success.description));
      return queryClient.invalidateQueries({ queryKey: tripKeys.detail(tripId) });
    },
    onError: (error, variables) => showError(t(change(variables).failure), errorText(t, error)),
  });
}

const params = (tripId: string) => ({ params: { id: tripId } });

export const useNewAskLink = (tripId: string) =>
  useSharingChange<undefined>(tripId, () => ({
    send: () => apiRequest(tripSharingEndpoints.newAskLink, { ...params(tripId), body: {} }),
    success: {
      title: 'trips.sharingChange.newAskLink.title',
      description: 'trips.sharingChange.newAskLink.description',
    },
    failure: 'trips.sharingChange.newAskLink.failed',
  }));

export const useRevokeAskLink = (tripId: string) =>
  useSharingChange<undefined>(tripId, () => ({
    send: () => apiRequest(tripSharingEndpoints.revokeAskLink, params(tripId)),
    success: {
      title: 'trips.sharingChange.revokeAskLink.title',
      description: 'trips.sharingChange.revokeAskLink.description',
    },
    failure: 'trips.sharingChange.revokeLink.failed',
  }));

export const useSetTipCollection = (tripId: string) =>
  useSharingChange(tripId, (paused: boolean) => ({
    send: () => apiRequest(tripSharingEndpoints.setTipCollection, { ...params(tripId), body: { paused } }),
    success: paused
      ? {
          title: 'trips.sharingChange.paused.title',
          description: 'trips.sharingChange.paused.description',
        }
      : {
          title: 'trips.sharingChange.resumed.title',
          description: 'trips.sharingChange.resumed.description',
        },
    failure: paused ? 'trips.sharingChange.paused.failed' : 'trips.sharingChange.resumed.failed',
  }));

export const useSetTripNotifications = (tripId: string) =>
  useSharingChange(tripId, (muted: boolean) => ({
    send: () => apiRequest(tripSharingEndpoints.setTripNotifications, { ...params(tripId), body: { muted } }),
    success: muted
      ? { title: 'trips.sharingChange.muted.title', description: 'trips.sharingChange.muted.description' }
      : {
          title: 'trips.sharingChange.unmuted.title',
          description: 'trips.sharingChange.unmuted.description',
        },
    failure: muted ? 'trips.sharingChange.muted.failed' : 'trips.sharingChange.unmuted.failed',
  }));

export const useSetTripFollowing = (tripId: string) =>
  useSharingChange(tripId, (on: boolean) => ({
    send: () => apiRequest(tripSharingEndpoints.setTripFollowing, { ...params(tripId), body: { on } }),
    success: on
      ? {
          title: 'trips.sharingChange.followingOn.title',
          description: 'trips.sharingChange.followingOn.description',
        }
      : {
          title: 'trips.sharingChange.followingOff.title',
          description: 'trips.sharingChange.followingOff.description',
        },
    failure: on ? 'trips.sharingChange.followingOn.failed' : 'trips.sharingChange.followingOff.failed',
  }));

export const useRevokeFavoritesLink = (tripId: string) =>
  useSharingChange(tripId, (linkId: string) => ({
    send: () => apiRequest(tripSharingEndpoints.revokeFavoritesLink, { params: { id: tripId, linkId } }),
    success: {
      title: 'trips.sharingChange.revokeFavoritesLink.title',
      description: 'trips.sharingChange.revokeFavoritesLink.description',
    },
    failure: 'trips.sharingChange.revokeLink.failed',
  }));

/** A new, expiring link to the trip's favourites. */
export function useCreateSharedFavorites(tripId: string) {
  const failed = useShareLinkFailed();
  return useMutation({
    mutationFn: async (expiresInDays: number) =>
      shareLinkOf(
        await apiRequest(tripEndpoints.shareFavorites, {
          params: { id: tripId },
          body: { expires_in_days: expiresInDays },
        }),
      ),
    onError: failed,
  });
}
