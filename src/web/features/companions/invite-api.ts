import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { InvitePreview } from '../../../shared/contracts/companions.js';
import { companionEndpoints } from '../../../shared/contracts/endpoints/companions.js';
import { showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { clearAccessEnded } from './access-ended';
import { LIST_KINDS } from './list-kinds';

/** What an invite opens: whose list, which, in which role. Read for anyone holding the link. */
export function useInvitePreview(token: string) {
  return useQuery({
    queryKey: ['invites', 'preview', token],
    queryFn: ({ signal }) => apiRequest(companionEndpoints.previewInvite, { params: { token }, signal }),
    select: (data) => data.invite,
    // An invite may run out or be used while the page is open: it is read again when the person returns.
    staleTime: 0,
  });
}

/**
 * Joins the list an invite opens, then goes to it with a welcome. Joining a list one is in already opens
 * it as well (the server keeps the stronger role). A refusal is the page's to tell.
 */
export function useAcceptInvite(token: string, preview: InvitePreview | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const t = useT();
  return useMutation({
    mutationFn: () => apiRequest(companionEndpoints.acceptInvite, { params: { token }, body: {} }),
    onSuccess: async (joined) => {
      const places = LIST_KINDS[joined.list_kind];
      clearAccessEnded(joined.list_kind, joined.list_id);
      await queryClient.invalidateQueries({ queryKey: places.overviewKey() });
      queryClient.removeQueries({ queryKey: places.detailKey(joined.list_id) });
      if (preview) {
        showSuccess(
          t('companions.join.joinedTitle'),
          t('companions.join.joinedText', {
            kind: joined.list_kind,
            name: preview.owner_first_name,
            list: preview.list_name,
          }),
        );
      }
      await navigate(places.page(joined.list_id), { replace: true });
    },
  });
}
