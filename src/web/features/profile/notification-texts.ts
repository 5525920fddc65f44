import type { NotificationProblem } from '../../../shared/contracts/notifications.js';
import { intlLocaleOf } from '../../../shared/i18n/locales.js';
import type { WebhookFormatName } from '../../../shared/rules/webhook-urls.js';
import type { MessageKey, Translate } from '../../lib/i18n';

/** The formats as the card's list names them, in its order: product names, the same in every language. */
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormatName, string> = {
  json: 'JSON',
  ntfy: 'ntfy',
  discord: 'Discord',
  slack: 'Slack',
};

/** Where each format's address comes from, under the URL field. */
export const WEBHOOK_FORMAT_HINTS = {
  json: 'profile.webhook.hintJson',
  ntfy: 'profile.webhook.hintNtfy',
  discord: 'profile.webhook.hintDiscord',
  slack: 'profile.webhook.hintSlack',
} as const satisfies Record<WebhookFormatName, MessageKey>;

const PROBLEM_KEYS = {
  email: { retrying: 'profile.notifications.emailRetrying', gaveUp: 'profile.notifications.emailGaveUp' },
  webhook: {
    retrying: 'profile.notifications.webhookRetrying',
    gaveUp: 'profile.notifications.webhookGaveUp',
  },
} as const satisfies Record<NotificationProblem['channel'], Record<'retrying' | 'gaveUp', MessageKey>>;

/**
 * The card's line about the latest delivery that failed: still retried, or given up after a day (with
 * when). Its message is the server's sentence, shown as text.
 */
export function problemText(
  t: Translate,
  problem: NotificationProblem,
  formatDate: (iso: string) => string,
): string {
  const keys = PROBLEM_KEYS[problem.channel];
  const reason = problem.message.replace(/\.$/, '');
  return problem.given_up
    ? t(keys.gaveUp, { reason, date: formatDate(problem.at) })
    : t(keys.retrying, { reason });
}

/** The long date of a problem line in the page's language: 'November 27, 2026' in English. */
export const longDate = (t: Translate, iso: string) =>
  new Intl.DateTimeFormat(intlLocaleOf(t.locale), { dateStyle: 'long' }).format(new Date(iso));
