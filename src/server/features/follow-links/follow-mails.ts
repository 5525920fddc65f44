import type { Translate } from '../../../shared/i18n/translate.js';
import type { SubmittedTip } from '../../db/tables.js';
import { escapeHtml, mailText } from '../../mail/mail-text.js';
import type { MailMessage } from '../../mail/mailer.js';

/** How much of a tip's words a mail quotes. */
const QUOTED_CHARACTERS = 140;
/** How many tips a mail names; the rest are counted. */
const QUOTED_TIPS = 3;

const quoted = (tip: Pick<SubmittedTip, 'content' | 'place_name'>) => {
  const words = mailText(tip.place_name ?? tip.content);
  return words.length > QUOTED_CHARACTERS ? `${words.slice(0, QUOTED_CHARACTERS - 1)}…` : words;
};

interface Trip {
  ownerFirstName: string;
  destination: string;
}

/**
 * The one mail an address gets before it is confirmed, in the language of the page it was left on (`t`).
 * What people typed (the owner's name, the destination) is one plain line (mailText), escaped in HTML.
 */
export function followConfirmationMail(
  to: string,
  trip: Trip,
  confirmUrl: string,
  t: Translate,
): MailMessage {
  const asked = t('mail.followConfirm.asked', {
    name: mailText(trip.ownerFirstName),
    destination: mailText(trip.destination),
  });
  const until = t('mail.followConfirm.until');
  const hi = t('mail.greeting.anonymous');
  const text = [hi, '', asked, t('mail.followConfirm.openLink'), '', confirmUrl, '', until].join('\n');
  const html = `<p>${escapeHtml(hi)}</p>
<p>${escapeHtml(asked)}</p>
<p><a href="${escapeHtml(confirmUrl)}">${escapeHtml(t('mail.followConfirm.button'))}</a></p>
<p>${escapeHtml(until)}</p>`;
  return { to, subject: t('mail.followConfirm.subject'), text, html };
}

/**
 * At most one a day per follow link: the tips the traveller went to since the last one, in the language
 * of the page the address was left on (`t`). It carries one-click unsubscription (RFC 8058) in its
 * headers and a link in its body.
 */
export function followNewsMail(
  to: string,
  trip: Trip,
  done: readonly Pick<SubmittedTip, 'content' | 'place_name'>[],
  stopUrl: string,
  t: Translate,
): MailMessage {
  const name = mailText(trip.ownerFirstName);
  const named = done.slice(0, QUOTED_TIPS).map(quoted);
  const more = done.length - named.length;
  const subject =
    done.length === 1
      ? t('mail.followNews.subjectOne', { name, place: named[0] ?? '' })
      : t('mail.followNews.subjectMany', { name, count: done.length });
  const intro = t('mail.followNews.intro', {
    name,
    count: done.length,
    destination: mailText(trip.destination),
  });
  const moreLine = more > 0 ? t('mail.followNews.more', { count: more }) : null;
  const thanks = t('mail.followNews.thanks');
  const text = [
    intro,
    '',
    ...named.map((words) => `- ${words}`),
    ...(moreLine ? [moreLine] : []),
    '',
    thanks,
    '',
    t('mail.followNews.stopText', { url: stopUrl }),
  ].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<ul>${named.map((words) => `<li>${escapeHtml(words)}</li>`).join('')}</ul>
${moreLine ? `<p>${escapeHtml(moreLine)}</p>` : ''}<p>${escapeHtml(thanks)}</p>
<p><a href="${escapeHtml(stopUrl)}">${escapeHtml(t('mail.followNews.stop'))}</a></p>`;
  return {
    to,
    subject,
    text,
    html,
    headers: {
      'List-Unsubscribe': `<${stopUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
