import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { companionEndpoints } from '../../../shared/contracts/endpoints/companions.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { markLeaving } from './access-ended';
import { companionCalls } from './companion-calls';
import { LIST_KINDS, type ListKind } from './list-kinds';
import { tripKeys } from '../../lib/list-keys';
import { updateCached } from '../../lib/update-cached';
import type { TripDetail } from '../../../shared/contracts/trips.js';

/**
 * Leaves a list shared with the user: then to the overview the list is gone from, with a toast. The
 * list's page hears its access end as it leaves, which is no news to the person who left.
 */
export function useLeaveList(kind: ListKind, listId: string, listName: string) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  const places = LIST_KINDS[kind];
  return useMutation({
    onMutate: () => markLeaving(kind, listId, true),
    mutationFn: () => companionCalls.leave(kind, listId),
    onSuccess: async () => {
      await navigate(places.home());
      showSuccess(t('companions.leave.done', { kind, list: listName }));
      queryClient.removeQueries({ queryKey: places.detailKey(listId) });
      await queryClient.invalidateQueries({ queryKey: places.overviewKey() });
    },
    onError: (error) => {
      markLeaving(kind, listId, false);
      showError(t('companions.leave.failed'), errorText(t, error));
    },
  });
}

/** An editor's choice to get the trip's new-tip mails; the trip's read then says it, as the server answered. */
export function useSetNewTipMail(tripId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (on: boolean) =>
      apiRequest(companionEndpoints.updateTripMembership, {
        params: { id: tripId },
        body: { new_tip_mail: on },
      }),
    onSuccess: (membership) =>
      updateCached<TripDetail>(queryClient, tripKeys.detail(tripId), (detail) => ({
        ...detail,
        access: { ...detail.access, new_tip_mail: membership.new_tip_mail },
      })),
    onError: (error) => showError(t('companions.newTipMail.failed'), errorText(t, error)),
  });
}
