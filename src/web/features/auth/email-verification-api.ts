import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailVerificationEndpoints } from '../../../shared/contracts/endpoints/email-verification.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
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
  return useMutation({
    mutationFn: () => apiRequest(emailVerificationEndpoints.sendVerificationLink, { body: {} }),
    onSuccess: () => showSuccess('Verification link sent', `Open the link we sent to ${email}.`),
    onError: (error) => showError('Error sending the link', errorMessageOf(error)),
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
