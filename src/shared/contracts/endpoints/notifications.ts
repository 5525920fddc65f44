import type { notificationContracts } from '../notifications.js';
import { endpointsOf } from '../contract.js';

// The browser's copy of the contracts: method and path, checked by the compiler (see ../contract.ts).
export const notificationEndpoints = endpointsOf<typeof notificationContracts>()({
  notificationSettings: 'GET /api/profile/notifications',
  saveNotificationSettings: 'PUT /api/profile/notifications',
  testWebhook: 'POST /api/profile/notifications/webhook-test',
});
