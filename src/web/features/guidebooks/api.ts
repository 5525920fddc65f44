import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  GuidebookBody,
  GuidebookDetail,
  GuidebookSummary,
} from '../../../shared/contracts/guidebooks.js';
import { guidebookEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { ApiError, apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { updateCached } from '../../lib/update-cached';

import { guidebookKeys } from './guidebook-keys';

export { guidebookKeys };

/** The owner's guidebooks, newest first, each with its number of entries. */
export const guidebooksQueryOptions = queryOptions({
  queryKey: guidebookKeys.list(),
  queryFn: ({ signal }) => apiRequest(guidebookEndpoints.listGuidebooks, { signal }),
  select: (data) => data.guidebooks,
});

export const guidebookDetailQueryOptions = (guidebookId: string) =>
  queryOptions({
    queryKey: guidebookKeys.detail(guidebookId),
    queryFn: ({ signal }) =>
      apiRequest(guidebookEndpoints.getGuidebook, { params: { id: guidebookId }, signal }),
  });

/** A missing guidebook, someone else's and a malformed id all read as "not found" (the server says 404). */
export const isGuidebookMissing = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 400);

export function useGuidebooks() {
  return useQuery(guidebooksQueryOptions);
}

/** `enabled` false once the page knows the reader lost the guidebook: it asks no more. */
export function useGuidebookDetail(guidebookId: string, enabled = true) {
  return useQuery({ ...guidebookDetailQueryOptions(guidebookId), enabled });
}

/** Entry counts and titles on My Guidebooks follow every change to a guidebook. */
export function markGuidebookListStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: guidebookKeys.list() });
}

export function useCreateGuidebook() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (body: GuidebookBody) => apiRequest(guidebookEndpoints.createGuidebook, { body }),
    onSuccess: () => {
      showSuccess(t('guidebooks.toast.created'));
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError(t('guidebooks.toast.createFailed'), errorText(t, error)),
  });
}

export function useUpdateGuidebook(guidebookId: string) {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (body: GuidebookBody) =>
      apiRequest(guidebookEndpoints.updateGuidebook, { params: { id: guidebookId }, body }),
    onSuccess: ({ guidebook }) => {
      updateCached<GuidebookDetail>(queryClient, guidebookKeys.detail(guidebookId), (detail) => ({
        ...detail,
        guidebook,
      }));
      showSuccess(t('guidebooks.toast.updated'));
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError(t('guidebooks.toast.updateFailed'), errorText(t, error)),
  });
}

export function useDeleteGuidebook() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (guidebookId: string) =>
      apiRequest(guidebookEndpoints.deleteGuidebook, { params: { id: guidebookId } }),
    onSuccess: (_data, guidebookId) => {
      queryClient.setQueryData<{ guidebooks: GuidebookSummary[] }>(guidebookKeys.list(), (data) =>
        data ? { guidebooks: data.guidebooks.filter((guidebook) => guidebook.id !== guidebookId) } : data,
      );
      queryClient.removeQueries({ queryKey: guidebookKeys.detail(guidebookId) });
      showSuccess(t('guidebooks.toast.deleted'), t('guidebooks.toast.deletedText'));
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError(t('guidebooks.toast.deleteFailed'), errorText(t, error)),
  });
}
