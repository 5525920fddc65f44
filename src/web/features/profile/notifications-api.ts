import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationEndpoints } from '../../../shared/contracts/endpoints/notifications.js';
import type { NotificationSettingsBody } from '../../../shared/contracts/notifications.js';
import { apiRequest } from '../../lib/api-client';

const notificationsKey = ['profile', 'notifications'] as const;

/** Mail on or off, the webhook, and the latest delivery that failed; read afresh each time the page opens. */
export function useNotificationSettings() {
  return useQuery({
    queryKey: notificationsKey,
    queryFn: ({ signal }) => apiRequest(notificationEndpoints.notificationSettings, { signal }),
    refetchOnMount: 'always',
  });
}

/** Saves the card's choices; the answer is the card as saved, and replaces the read. */
export function useSaveNotificationSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationSettingsBody) =>
      apiRequest(notificationEndpoints.saveNotificationSettings, { body }),
    onSuccess: (saved) => queryClient.setQueryData(notificationsKey, saved),
  });
}

/** Sends the sample notice to the saved webhook; its result stays in the card, beside the button. */
export function useSendTestWebhook() {
  return useMutation({
    mutationFn: () => apiRequest(notificationEndpoints.testWebhook, { body: {} }),
  });
}
