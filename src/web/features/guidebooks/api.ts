import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type {
  GuidebookBody,
  GuidebookDetail,
  GuidebookSummary,
} from '../../../shared/contracts/guidebooks.js';
import { guidebookEndpoints } from '../../../shared/contracts/endpoints/guidebooks.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { ApiError, apiRequest, errorMessageOf } from '../../lib/api-client';
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

export function useGuidebookDetail(guidebookId: string) {
  return useQuery(guidebookDetailQueryOptions(guidebookId));
}

/** Entry counts and titles on My Guidebooks follow every change to a guidebook. */
export function markGuidebookListStale(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: guidebookKeys.list() });
}

export function useCreateGuidebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuidebookBody) => apiRequest(guidebookEndpoints.createGuidebook, { body }),
    onSuccess: () => {
      showSuccess('Guidebook created');
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError('Error creating guidebook', errorMessageOf(error)),
  });
}

export function useUpdateGuidebook(guidebookId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GuidebookBody) =>
      apiRequest(guidebookEndpoints.updateGuidebook, { params: { id: guidebookId }, body }),
    onSuccess: ({ guidebook }) => {
      updateCached<GuidebookDetail>(queryClient, guidebookKeys.detail(guidebookId), (detail) => ({
        ...detail,
        guidebook,
      }));
      showSuccess('Guidebook updated');
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError('Error updating guidebook', errorMessageOf(error)),
  });
}

export function useDeleteGuidebook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (guidebookId: string) =>
      apiRequest(guidebookEndpoints.deleteGuidebook, { params: { id: guidebookId } }),
    onSuccess: (_data, guidebookId) => {
      queryClient.setQueryData<{ guidebooks: GuidebookSummary[] }>(guidebookKeys.list(), (data) =>
        data ? { guidebooks: data.guidebooks.filter((guidebook) => guidebook.id !== guidebookId) } : data,
      );
      queryClient.removeQueries({ queryKey: guidebookKeys.detail(guidebookId) });
      showSuccess('Guidebook deleted', 'The guidebook and all its entries have been deleted.');
      return markGuidebookListStale(queryClient);
    },
    onError: (error) => showError('Error deleting guidebook', errorMessageOf(error)),
  });
}
