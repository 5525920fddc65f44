import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEndpoints } from '../../../shared/contracts/endpoints/admin.js';
import { authEndpoints } from '../../../shared/contracts/endpoints/auth.js';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { storeSessionUser } from '../auth/api';
import { isSessionProblem } from './admin-rules';

export const adminKeys = {
  all: ['admin'] as const,
  usersAll: () => [...adminKeys.all, 'users'] as const,
  users: (q: string, cursor: string | null) => [...adminKeys.usersAll(), { q, cursor }] as const,
};

/** One page of accounts; while the next page or search loads, the last one stays on screen. */
export const adminUsersQueryOptions = (q: string, cursor: string | null) =>
  queryOptions({
    queryKey: adminKeys.users(q, cursor),
    queryFn: ({ signal }) =>
      apiRequest(adminEndpoints.listUsers, {
        query: { q: q || undefined, cursor: cursor ?? undefined },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

export function useAdminUsers(q: string, cursor: string | null) {
  return useQuery(adminUsersQueryOptions(q, cursor));
}

/**
 * Ends every session of an account. The list is read again afterwards: an admin who signed out their own
 * account learns it at once, from the invalid-session banner, not at their next click.
 */
export function useForceLogout(onSessionProblem: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) => apiRequest(adminEndpoints.forceLogout, { body: { email } }),
    onSuccess: ({ message, sessions_ended }, email) => {
      // The server's sentence names the account as it is stored (the address typed may differ in case): an
      // English page keeps it, as it keeps the server's words for a failure (error-text.ts).
      const done =
        t.locale === SOURCE_LOCALE
          ? message
          : t('admin.forceLogout.doneText', { email, count: sessions_ended });
      showSuccess(t('admin.forceLogout.done'), done);
      // Not waited for: the field clears as the confirmation shows, while the list catches up.
      void queryClient.invalidateQueries({ queryKey: adminKeys.usersAll() });
    },
    onError: (error) => {
      if (isSessionProblem(error)) {
        onSessionProblem();
        showError(t('admin.forceLogout.sessionError'), t('admin.forceLogout.sessionErrorText'));
      } else {
        showError(t('admin.forceLogout.error'), errorText(t, error));
      }
    },
  });
}

/**
 * Asks the server for the session again. Only an answer that still holds a signed-in admin goes into the
 * session cache: writing "signed out" there would make the page guard leave before the person has read
 * the banner's advice to sign in again by hand.
 */
export function useRefreshSession(onRefreshed: () => void) {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(authEndpoints.session),
    onSuccess: async ({ user }) => {
      if (user?.role !== 'admin') {
        showError(t('admin.session.refreshFailed'), t('admin.session.refreshFailedText'));
        return;
      }
      storeSessionUser(queryClient, user);
      onRefreshed();
      showSuccess(t('admin.session.refreshed'));
      // Reset rather than refetch: the stale failure goes with the banner, and the list loads afresh.
      await queryClient.resetQueries({ queryKey: adminKeys.all });
    },
    onError: () => showError(t('admin.session.refreshFailed'), t('admin.session.refreshFailedText')),
  });
}
