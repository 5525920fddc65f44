import type { SubmittedTip } from '../../db/tables.js';
import { escapeHtml, mailHtml, mailText } from '../../mail/mail-text.js';
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

/** The one mail an address gets before it is confirmed. */
export function followConfirmationMail(to: string, trip: Trip, confirmUrl: string): MailMessage {
  const name = mailText(trip.ownerFirstName);
  const destination = mailText(trip.destination);
  const text = [
    'Hi,',
    '',
    `You asked to hear when ${name} tries one of the tips you sent for ${destination} on Tiplist.`,
    'Please confirm this address by opening this link:',
    '',
    confirmUrl,
    '',
    'Until you confirm, we send you nothing else. If you did not ask for this, ignore this mail.',
  ].join('\n');
  const html = `<p>Hi,</p>
<p>You asked to hear when ${mailHtml(trip.ownerFirstName)} tries one of the tips you sent for ${mailHtml(trip.destination)} on Tiplist.</p>
<p><a href="${escapeHtml(confirmUrl)}">Confirm my address</a></p>
<p>Until you confirm, we send you nothing else. If you did not ask for this, ignore this mail.</p>`;
  return { to, subject: 'Confirm your address for news of your tips', text, html };
}

/**
 * At most one a day per follow link: the tips the traveller went to since the last one. It carries
 * one-click unsubscription (RFC 8058) in its headers and a link in its body.
 */
export function followNewsMail(
  to: string,
  trip: Trip,
  done: readonly Pick<SubmittedTip, 'content' | 'place_name'>[],
  stopUrl: string,
): MailMessage {
  const name = mailText(trip.ownerFirstName);
  const named = done.slice(0, QUOTED_TIPS).map(quoted);
  const more = done.length - named.length;
  const subject =
    done.length === 1 ? `${name} went to ${named[0]}` : `${name} went to ${done.length} of your tips`;
  const text = [
    `${name} went to ${done.length === 1 ? 'a place you recommended' : 'places you recommended'} for ${mailText(trip.destination)}:`,
    '',
    ...named.map((words) => `- ${words}`),
    ...(more > 0 ? [`and ${more} more`] : []),
    '',
    'Thank you for your tips.',
    '',
    `To stop these mails: ${stopUrl}`,
  ].join('\n');
  const html = `<p>${mailHtml(trip.ownerFirstName)} went to ${done.length === 1 ? 'a place you recommended' : 'places you recommended'} for ${mailHtml(trip.destination)}:</p>
<ul>${named.map((words) => `<li>${escapeHtml(words)}</li>`).join('')}</ul>
${more > 0 ? `<p>and ${more} more</p>` : ''}<p>Thank you for your tips.</p>
<p><a href="${escapeHtml(stopUrl)}">Stop these mails</a></p>`;
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
