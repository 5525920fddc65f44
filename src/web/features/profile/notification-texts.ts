import type { NotificationProblem } from '../../../shared/contracts/notifications.js';
import type { WebhookFormatName } from '../../../shared/rules/webhook-urls.js';

/** The formats as the card's list names them, in its order. */
export const WEBHOOK_FORMAT_LABELS: Record<WebhookFormatName, string> = {
  json: 'JSON',
  ntfy: 'ntfy',
  discord: 'Discord',
  slack: 'Slack',
};

/** Where each format's address comes from, under the URL field. */
export const WEBHOOK_FORMAT_HINTS: Record<WebhookFormatName, string> = {
  json: 'Tiplist posts {title, message, url, trip, tips} as JSON to this address.',
  ntfy: 'Your topic’s address, such as https://ntfy.sh/your-topic.',
  discord: 'A channel’s webhook URL, from its Integrations settings.',
  slack: 'An incoming webhook URL of your Slack app.',
};

/**
 * The card's line about the latest delivery that failed: still retried, or given up after a day (with
 * when). Its message is the server's sentence, shown as text.
 */
export function problemText(problem: NotificationProblem, formatDate: (iso: string) => string): string {
  const what = problem.channel === 'email' ? 'email' : 'webhook call';
  const reason = problem.message.replace(/\.$/, '');
  return problem.given_up
    ? `Last ${what} failed: ${reason}. Tiplist gave up after a day, on ${formatDate(problem.at)}.`
    : `Last ${what} failed: ${reason}, retrying.`;
}

/** The long date of a problem line: 'November 27, 2026'. */
export const longDate = (iso: string) =>
  new Intl.DateTimeFormat('en-US', { dateStyle: 'long' }).format(new Date(iso));
