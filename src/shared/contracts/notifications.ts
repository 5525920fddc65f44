import { z } from 'zod';
import { okResponseSchema } from './common.js';
import { defineContracts } from './contract.js';
import { WEBHOOK_FORMATS, WEBHOOK_URL_MAX_LENGTH } from '../rules/webhook-urls.js';

export const notificationProblemSchema = z.object({
  channel: z.enum(['email', 'webhook']),
  /** What went wrong on the last attempt, in a sentence. */
  message: z.string(),
  /** When the notice was given up, or else when it was first due. */
  at: z.string(),
  /** No more attempts: a notice is retried for a day. */
  given_up: z.boolean(),
});
export type NotificationProblem = z.infer<typeof notificationProblemSchema>;

export const notificationSettingsSchema = z.object({
  /** `on` is the owner's choice; mails go only to a verified address. */
  email: z.object({ on: z.boolean(), verified: z.boolean() }),
  webhook: z.object({ url: z.string().nullable(), format: z.enum(WEBHOOK_FORMATS) }),
  /** The latest delivery that failed, unless a later one on its channel went through. */
  problem: notificationProblemSchema.nullable(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const notificationSettingsBodySchema = z.strictObject({
  email_on: z.boolean({ error: 'Say whether you want e-mails (true or false).' }),
  webhook_url: z
    .string({ error: 'The webhook URL must be text, or null for none.' })
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH, `The webhook URL can be at most ${WEBHOOK_URL_MAX_LENGTH} characters long.`)
    .nullable()
    .transform((value) => (value ? value : null)),
  webhook_format: z.enum(WEBHOOK_FORMATS, {
    error: 'The webhook format is one of json, ntfy, discord, slack.',
  }),
});
export type NotificationSettingsBody = z.input<typeof notificationSettingsBodySchema>;
export type NotificationSettingsChange = z.output<typeof notificationSettingsBodySchema>;

const tag = 'Profile';

export const notificationContracts = defineContracts({
  notificationSettings: {
    method: 'GET',
    path: '/api/profile/notifications',
    access: 'owner',
    tag,
    summary:
      'How the account hears of new tips: e-mail on or off (and whether the address is verified), the webhook, and the latest delivery that failed.',
    response: { status: 200, schema: notificationSettingsSchema },
  },
  saveNotificationSettings: {
    method: 'PUT',
    path: '/api/profile/notifications',
    access: 'owner',
    tag,
    summary:
      'Turn the e-mails on or off and set the webhook (an https URL, or null for none) and its format. Mails cannot be turned on or off before the address is verified.',
    body: notificationSettingsBodySchema,
    response: { status: 200, schema: notificationSettingsSchema },
  },
  testWebhook: {
    method: 'POST',
    path: '/api/profile/notifications/webhook-test',
    access: 'owner',
    tag,
    summary:
      'Send a sample notice to the saved webhook now. 422 when there is none or its address is refused, 502 with the reason when it fails.',
    body: z.strictObject({}),
    response: { status: 200, schema: okResponseSchema },
  },
});
