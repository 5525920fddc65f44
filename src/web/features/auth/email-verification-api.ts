import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailVerificationEndpoints } from '../../../shared/contracts/endpoints/email-verification.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { sessionQueryKey } from './api';

const statusQueryKey = ['email-verification'] as const;

/** Whether the signed-in account's address is verified; read again whenever the profile is opened. */
export function useEmailVerificationStatus() {
  return useQuery({
    queryKey: statusQueryKey,
    queryFn: ({ signal }) => apiRequest(emailVerificationEndpoints.emailVerificationStatus, { signal }),
  });
}

/** "Send verification link again": the server mails a new link to the account's address. */
export function useSendVerificationLink(email: string) {
  const t = useT();
  return useMutation({
    mutationFn: () => apiRequest(emailVerificationEndpoints.sendVerificationLink, { body: {} }),
    onSuccess: () =>
      showSuccess(t('auth.verification.sentTitle'), t('auth.verification.sentText', { email })),
    onError: (error) => showError(t('auth.verification.sendFailed'), errorText(t, error)),
  });
}

/**
 * Follows a mailed link. The account may have become an admin by it, so the session is read again,
 * and so is the profile's view of the address.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => apiRequest(emailVerificationEndpoints.verifyEmail, { body: { token } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: statusQueryKey }),
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      ]);
    },
  });
}
