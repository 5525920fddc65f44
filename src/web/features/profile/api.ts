import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { profileImageContracts } from '../../../shared/contracts/images.js';
import type { ChangePasswordBody, UpdateProfileBody } from '../../../shared/contracts/profile.js';
import { profileEndpoints, profileImageEndpoints } from '../../../shared/contracts/endpoints/profile.js';
import { showError, showSuccess } from '../../components/ui/toast';
import { apiRequest, errorMessageOf } from '../../lib/api-client';
import { forgetSignedInUser, storeSessionUser } from '../auth/api';
import { deletionFailureText } from './profile-rules';
import { PAGES } from '../../../shared/pages/page-table.js';

/** The form field the upload contract names; the compiler keeps the two the same. */
const IMAGE_FIELD: (typeof profileImageContracts)['uploadProfileImage']['upload']['field'] = 'image';

/** Each answer is the user as the session now shows them, so the header follows without a reload. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => apiRequest(profileEndpoints.updateProfile, { body }),
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      showSuccess('Profile updated');
    },
    onError: (error) => showError('Error updating profile', errorMessageOf(error)),
  });
}

/** The server renews this browser's cookie and ends the account's other sessions. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => apiRequest(profileEndpoints.changePassword, { body }),
    onSuccess: () =>
      showSuccess('Password changed', 'You stay signed in here; your other devices have been signed out.'),
    onError: (error) => showError('Error changing password', errorMessageOf(error)),
  });
}

export function useUploadProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.append(IMAGE_FIELD, file);
      return apiRequest(profileImageEndpoints.uploadProfileImage, { body: form });
    },
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      showSuccess('Profile image updated');
    },
    onError: (error) => showError('Error uploading image', errorMessageOf(error)),
  });
}

export function useRemoveProfileImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(profileImageEndpoints.removeProfileImage),
    onSuccess: ({ user }) => {
      storeSessionUser(queryClient, user);
      showSuccess('Profile image removed', 'Your initials show in its place.');
    },
    onError: (error) => showError('Error removing image', errorMessageOf(error)),
  });
}

/**
 * Deleting ends every session and clears the cookie, so the browser forgets the user straight away
 * (an answer from the session check would only say the same, one round trip later). It forgets before
 * it leaves, or the landing page would send the remembered user back to their trips.
 */
export function useDeleteAccount() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) => apiRequest(profileEndpoints.deleteAccount, { body: { password } }),
    onSuccess: async () => {
      forgetSignedInUser(queryClient);
      showSuccess('Account deleted successfully');
      await navigate(PAGES.landing.href(), { replace: true });
    },
    onError: (error) => showError('Error deleting account', deletionFailureText(error)),
  });
}
