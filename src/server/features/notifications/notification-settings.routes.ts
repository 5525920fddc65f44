import { notificationContracts } from '../../../shared/contracts/notifications.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { ownOrigin } from '../../http/origins.js';
import { readNotificationSettings, saveNotificationSettings } from './notification-settings.service.js';
import { sendTestWebhook } from './webhook-test.js';

/** Profile → Notifications: mail on or off, the webhook, its test, and the last delivery that failed. */
export const notificationSettingsRoutes: RoutesOf<OwnerRouter> = (route, { db, config }) => {
  const allowPrivate = config.notifications.webhookAllowPrivate;

  route(notificationContracts.notificationSettings, (request) =>
    readNotificationSettings(db, request.user.id),
  );

  route(notificationContracts.saveNotificationSettings, (request) =>
    saveNotificationSettings(db, request.user.id, request.body, { allowPrivate }),
  );

  // Limited per account (ACCOUNT_RATE_LIMITS): each test is a request to an address the owner chose.
  route(notificationContracts.testWebhook, async (request) => {
    await sendTestWebhook(db, request.user, config.publicUrl ?? ownOrigin(request), { allowPrivate });
    return { ok: true as const };
  });
};
