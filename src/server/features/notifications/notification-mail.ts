import type { Translate } from '../../../shared/i18n/translate.js';
import { greetingOf } from '../../mail/greeting.js';
import { htmlOf, linkTo, tagged } from '../../mail/mail-html.js';
import { escapeHtml, mailText } from '../../mail/mail-text.js';
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
  /** The owner's language, the notice's. */
  t: Translate;
  /** On an editor's copy: the trip's owner's first name (decision 069). */
  sharedBy?: string | undefined;
}

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

const openTripText = (sharedBy: string | undefined) =>
  sharedBy === undefined ? 'mail.notification.openTripText' : 'mail.notification.openSharedTripText';

const QUOTE_STYLE = 'margin:0 0 12px;padding-left:12px;border-left:3px solid #ccc';

/**
 * The owner's mail about one batch, written from its notice (decision 060): who sent what, the first
 * tips' words, a link to the trip and one to stop these mails. Every text someone typed (names, tips,
 * the destination) is one plain line with no link in it (mail-text.ts), escaped in the HTML part.
 */
export function notificationMail(options: NotificationMailOptions): MailMessage {
  const { to, firstName, notice, messageId, unsubscribeUrl, t, sharedBy } = options;
  const greeting = greetingOf(t, mailText(firstName));
  const summary = summarizeNotice(t, notice);
  const why =
    sharedBy === undefined
      ? t('mail.notification.why')
      : t('mail.notification.whyCompanion', { name: mailText(sharedBy) });
  const turnOnAgain = t('mail.notification.turnOnAgain');
  const stop = unsubscribeUrl
    ? [t('mail.notification.stopText'), unsubscribeUrl, turnOnAgain]
    : [t('mail.notification.stopInProfile')];
  const titleLine = t('mail.notification.titleLine', { title: notice.title });
  const text = [
    greeting,
    '',
    titleLine,
    '',
    ...summaryLines(t, summary),
    ...(notice.url ? ['', t(openTripText(sharedBy), { url: notice.url })] : []),
    '',
    '--',
    why,
    ...stop,
  ].join('\n');

  const senders = summary.senders
    .map(({ name, count, categories }) => {
      const strong = tagged('<strong>', '</strong>');
      const parts = t.rich('mail.notification.senderHtml', {
        strong,
        name,
        count,
        categories: categoriesText(t, categories),
      });
      return `<li>${htmlOf(parts)}</li>`;
    })
    .concat(summary.others.senders > 0 ? [`<li>${escapeHtml(othersText(t, summary.others))}</li>`] : [])
    .join('\n');
  const quotes = summary.quotes
    .map(({ words, category, name }) => {
      const source = t('mail.notification.quoteSource', { category, name });
      return `<blockquote style="${QUOTE_STYLE}">${escapeHtml(words)}<br><small>${escapeHtml(source)}</small></blockquote>`;
    })
    .join('\n');
  const inAll = t('mail.notification.inAll', { categories: categoriesText(t, summary.categories) });
  const more = t('mail.notification.more', { count: summary.more });
  const openTrip = notice.url
    ? `<p><a href="${escapeHtml(notice.url)}">${escapeHtml(t(sharedBy === undefined ? 'mail.notification.openTrip' : 'mail.notification.openSharedTrip'))}</a></p>\n`
    : '';
  const stopHtml = unsubscribeUrl
    ? `${htmlOf(t.rich('mail.notification.stopHtml', { link: linkTo(unsubscribeUrl) }))} ${escapeHtml(turnOnAgain)}`
    : escapeHtml(stop.join(' '));
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(titleLine)}</p>
<ul>
${senders}
</ul>
${summary.senders.length > 1 ? `<p>${escapeHtml(inAll)}</p>\n` : ''}${quotes}
${summary.more > 0 ? `<p>${escapeHtml(more)}</p>\n` : ''}${openTrip}<hr>
<p><small>${escapeHtml(why)} ${stopHtml}</small></p>`;
  return {
    to,
    subject: notice.title,
    text,
    html,
    messageId,
    headers: unsubscribeHeaders(unsubscribeUrl),
  };
}
