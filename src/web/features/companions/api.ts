import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Companions, CreateInviteBody } from '../../../shared/contracts/companions.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { updateCached } from '../../lib/update-cached';
import { companionCalls } from './companion-calls';
import type { ListKind } from './list-kinds';

/** The cached companions and open invites of one list, as its owner's Invite Companions dialog shows them. */
export const companionsKey = (kind: ListKind, listId: string) => ['companions', kind, listId] as const;

/** Asked for each time the dialog opens: people join and invites run out while it is closed. */
export function useCompanions(kind: ListKind, listId: string) {
  return useQuery({
    queryKey: companionsKey(kind, listId),
    queryFn: ({ signal }) => companionCalls.list(kind, listId, signal),
    refetchOnMount: 'always',
  });
}

/**
 * A new invite: a link (no `email`), whose answer holds the link, or a mail to one address. Its failure is
 * the dialog's to tell, beside the field that asked for it.
 */
export function useCreateInvite(kind: ListKind, listId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateInviteBody) => companionCalls.invite(kind, listId, body),
    onSuccess: ({ invite }) => {
      updateCached<Companions>(queryClient, companionsKey(kind, listId), (companions) => ({
        ...companions,
        invites: [invite, ...companions.invites.filter((known) => known.id !== invite.id)],
      }));
      return queryClient.invalidateQueries({ queryKey: companionsKey(kind, listId) });
    },
  });
}

export function useRevokeInvite(kind: ListKind, listId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (inviteId: string) => companionCalls.revoke(kind, listId, inviteId),
    onSuccess: (_answer, inviteId) => {
      updateCached<Companions>(queryClient, companionsKey(kind, listId), (companions) => ({
        ...companions,
        invites: companions.invites.filter((invite) => invite.id !== inviteId),
      }));
      showSuccess(t('companions.invites.revoked'));
    },
    onError: (error) => {
      showError(t('companions.invites.revokeFailed'), errorText(t, error));
      return queryClient.invalidateQueries({ queryKey: companionsKey(kind, listId) });
    },
  });
}

/** Removes a companion: their access ends at once, and their open page of the list says so. */
export function useRemoveCompanion(kind: ListKind, listId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: ({ userId }: { userId: string; name: string }) => companionCalls.remove(kind, listId, userId),
    onSuccess: (_answer, { userId, name }) => {
      updateCached<Companions>(queryClient, companionsKey(kind, listId), (companions) => ({
        ...companions,
        companions: companions.companions.filter((companion) => companion.user_id !== userId),
      }));
      showSuccess(t('companions.people.removed', { name }));
    },
    onError: (error) => {
      showError(t('companions.people.removeFailed'), errorText(t, error));
      return queryClient.invalidateQueries({ queryKey: companionsKey(kind, listId) });
    },
  });
}
