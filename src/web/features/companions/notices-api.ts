import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompanionNotice } from '../../../shared/contracts/companions.js';
import { companionEndpoints } from '../../../shared/contracts/endpoints/companions.js';
import { showError } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';

const noticesKey = ['companions', 'notices'] as const;

/** Lists shared with the user that went with their owner's deleted account, until dismissed. */
export function useCompanionNotices() {
  return useQuery({
    queryKey: noticesKey,
    queryFn: ({ signal }) => apiRequest(companionEndpoints.listCompanionNotices, { signal }),
    select: (data) => data.notices,
  });
}

export function useDismissNotice() {
  const queryClient = useQueryClient();
  const t = useT();
  return useMutation({
    mutationFn: (noticeId: string) =>
      apiRequest(companionEndpoints.dismissCompanionNotice, { params: { id: noticeId } }),
    onSuccess: (_answer, noticeId) =>
      queryClient.setQueryData<{ notices: CompanionNotice[] }>(noticesKey, (data) =>
        data ? { notices: data.notices.filter((notice) => notice.id !== noticeId) } : data,
      ),
    onError: (error) => showError(t('companions.notice.dismissFailed'), errorText(t, error)),
  });
}
