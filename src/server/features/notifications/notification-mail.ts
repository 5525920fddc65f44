import { escapeHtml, mailHtml, mailText } from '../../mail/mail-text.js';
import type { MailMessage } from '../../mail/mailer.js';
import type { BatchNotice } from './batch-notice.js';
import { categoriesText, othersText, summarizeNotice, summaryLines } from './notice-summary.js';

export interface NotificationMailOptions {
  to: string;
  /** The owner's first name, as they typed it. */
  firstName: string;
  notice: BatchNotice;
  /** The batch's fixed Message-ID: a resend after a crash is the same message. */
  messageId: string;
  /** The account's unsubscribe page, or null without PUBLIC_URL (no link can be made then). */
  unsubscribeUrl: string | null;
}

const TURN_ON_AGAIN = 'You can turn them on again in Tiplist, under Profile → Notifications.';
const WHY = 'You get this mail because friends sent tips to your trip on Tiplist.';

/**
 * The headers of RFC 2369 and RFC 8058: `List-Unsubscribe` with the page's address, and the one-click
 * POST only for an https address, which RFC 8058 requires of it.
 */
function unsubscribeHeaders(unsubscribeUrl: string | null): Record<string, string> {
  if (!unsubscribeUrl) return {};
  return {
    'List-Unsubscribe': `<${unsubscribeUrl}>`,
    ...(unsubscribeUrl.startsWith('https://')
      ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
      : {}),
  };
}

/**
 * The owner's mail about one batch, written from its notice (decision 060): who sent what, the first
 * tips' words, a link to the trip and one to stop these mails. Every text someone typed (names, tips,
 * the destination) is one plain line with no link in it (mail-text.ts), escaped in the HTML part.
 */
export function notificationMail(options: NotificationMailOptions): MailMessage {
  const { to, firstName, notice, messageId, unsubscribeUrl } = options;
  const name = mailText(firstName);
  const summary = summarizeNotice(notice);
  const stop = unsubscribeUrl
    ? ['To stop these mails, open this link:', unsubscribeUrl, TURN_ON_AGAIN]
    : ['To stop these mails, turn them off in Tiplist, under Profile → Notifications.'];
  const text = [
    name ? `Hi ${name},` : 'Hi,',
    '',
    `${notice.title}:`,
    '',
    ...summaryLines(summary),
    ...(notice.url ? ['', `Open your trip: ${notice.url}`] : []),
    '',
    '--',
    WHY,
    ...stop,
  ].join('\n');

  const senders = summary.senders
    .map(
      ({ name: sender, count, categories }) =>
        `<li><strong>${escapeHtml(sender)}</strong> sent ${count} ${count === 1 ? 'tip' : 'tips'} (${escapeHtml(categoriesText(categories))})</li>`,
    )
    .concat(summary.others.senders > 0 ? [`<li>${othersText(summary.others)}</li>`] : [])
    .join('\n');
  const quotes = summary.quotes
    .map(
      ({ words, category, name: sender }) =>
        `<blockquote style="margin:0 0 12px;padding-left:12px;border-left:3px solid #ccc">${escapeHtml(words)}<br><small>${escapeHtml(category)}, from ${escapeHtml(sender)}</small></blockquote>`,
    )
    .join('\n');
  const html = `<p>${name ? `Hi ${mailHtml(firstName)},` : 'Hi,'}</p>
<p>${escapeHtml(notice.title)}:</p>
<ul>
${senders}
</ul>
${summary.senders.length > 1 ? `<p>In all: ${escapeHtml(categoriesText(summary.categories))}.</p>\n` : ''}${quotes}
${summary.more > 0 ? `<p>and ${summary.more} more</p>\n` : ''}${notice.url ? `<p><a href="${escapeHtml(notice.url)}">Open your trip</a></p>\n` : ''}<hr>
<p><small>${WHY} ${
    unsubscribeUrl
      ? `<a href="${escapeHtml(unsubscribeUrl)}">Stop these mails</a>. ${TURN_ON_AGAIN}`
      : escapeHtml(stop.join(' '))
  }</small></p>`;
  return {
    to,
    subject: notice.title,
    text,
    html,
    messageId,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
