import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GuidebookLink } from '../../../shared/contracts/guidebooks.js';
import { guidebookEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { showError } from '../../components/ui/toast';
import { shareLinkOf, useShareLinkFailed } from '../../components/ui/use-new-share-link';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { guidebookKeys } from './api';

/** A link the owner can still hand out: the server lists only working ones; the clock may have moved on. */
const stillWorks = (link: GuidebookLink) => Date.parse(link.expires_at) > Date.now();

/** The guidebook's working share links, newest first; asked for only while the share dialog is open. */
export function useGuidebookLinks(guidebookId: string, enabled: boolean) {
  return useQuery({
    queryKey: guidebookKeys.links(guidebookId),
    queryFn: ({ signal }) =>
      apiRequest(guidebookEndpoints.listGuidebookLinks, { params: { id: guidebookId }, signal }),
    select: (data) => data.links.filter(stillWorks),
    enabled,
  });
}

export type NewGuidebookLink = { days: number; replace: boolean };

/**
 * A new link; with `replace`, every earlier link of the guidebook stops working. The answer goes into the
 * list at once, so the dialog shows the new link (and can revoke it) without waiting for a reload.
 */
export function useCreateGuidebookLink(guidebookId: string) {
  const queryClient = useQueryClient();
  const failed = useShareLinkFailed();
  return useMutation({
    mutationFn: async ({ days, replace }: NewGuidebookLink) => {
      const link = await apiRequest(guidebookEndpoints.createGuidebookLink, {
        params: { id: guidebookId },
        body: { expires_in_days: days, replace },
      });
      // Fails like any other error when the answer holds no link to share.
      shareLinkOf(link);
      return link;
    },
    onSuccess: (link, { replace }) => {
      queryClient.setQueryData<{ links: GuidebookLink[] }>(guidebookKeys.links(guidebookId), (data) => ({
        links: replace || !data ? [link] : [link, ...data.links],
      }));
      return queryClient.invalidateQueries({ queryKey: guidebookKeys.links(guidebookId) });
    },
    onError: failed,
  });
}

/** Stops a link from working at once. */
export function useRevokeGuidebookLink(guidebookId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (linkId: string) =>
      apiRequest(guidebookEndpoints.revokeGuidebookLink, { params: { id: guidebookId, linkId } }),
    onSuccess: (_data, linkId) => {
      queryClient.setQueryData<{ links: GuidebookLink[] }>(guidebookKeys.links(guidebookId), (data) =>
        data ? { links: data.links.filter((link) => link.id !== linkId) } : data,
      );
      return queryClient.invalidateQueries({ queryKey: guidebookKeys.links(guidebookId) });
    },
    onError: (error) => showError(t('guidebooks.toast.revokeFailed'), errorText(t, error)),
  });
}
