import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { profileImageContracts } from '../../../shared/contracts/images.js';
import type { ChangePasswordBody, UpdateProfileBody } from '../../../shared/contracts/profile.js';
import { profileEndpoints, profileImageEndpoints } from '../../../shared/contracts/endpoints/profile.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import { useT } from '../../lib/i18n';
import { forgetSignedInUser, storeSessionUser } from '../auth/api';
import { deletionFailureText } from './profile-rules';
import { PAGES } from '../../../shared/pages/page-table.js';

/** The form field the upload contract names; the compiler keeps the two the same. */
const IMAGE_FIELD: (typeof profileImageContracts)['uploadProfileImage']['upload']['field'] = 'image';

/** Each answer is the user as the session now shows them, so the header follows without a reload. */
export function useUpdateProfile() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest(profileEndpoints.updateProfile, { body }),
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      showSuccess(t('profile.names.updated'));
    },
    onError: (error) => showError(t('profile.names.updateFailed'), errorText(t, error)),
  });
}

/** The server renews this browser's cookie and ends the account's other sessions. */
export function useChangePassword() {
  const t = useT();
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest(profileEndpoints.changePassword, { body }),
    onSuccess: () => showSuccess(t('profile.password.changed'), t('profile.password.changedText')),
    onError: (error) => showError(t('profile.password.changeFailed'), errorText(t, error)),
  });
}

export function useUploadProfileImage() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMAGE_FIELD, file);
      return apiRequest(profileImageEndpoints.uploadProfileImage, { body: form });
    },
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      showSuccess(t('profile.photo.updated'));
    },
    onError: (error) => showError(t('profile.photo.uploadFailed'), errorText(t, error)),
  });
}

export function useRemoveProfileImage() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(profileImageEndpoints.removeProfileImage),
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      showSuccess(t('profile.photo.removed'), t('profile.photo.removedText'));
    },
    onError: (error) => showError(t('profile.photo.removeFailed'), errorText(t, error)),
  });
}

/**
 * Deleting ends every session and clears the cookie, so the browser forgets the user straight away
 * (an answer from the session check would only say the same, one round trip later). It forgets before
 * it leaves, or the landing page would send the remembered user back to their trips.
 */
export function useDeleteAccount() {
  const t = useT();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => apiRequest(profileEndpoints.deleteAccount, { body: { password } }),
    onSuccess: async () => {
      forgetSignedInUser(queryClient);
      showSuccess(t('profile.delete.done'));
      await navigate(PAGES.landing.href(), { replace: true });
    },
    onError: (error) => showError(t('profile.delete.failed'), deletionFailureText(t, error)),
  });
}
