import type { Translate } from '../../shared/i18n/translate.js';
import { greetingOf } from './greeting.js';
import { escapeHtml, mailText } from './mail-text.js';
import type { MailMessage } from './mailer.js';

/** The mail with the link that proves an address, in the account's language (`t`). */
export function verificationMail(to: string, firstName: string, link: string, t: Translate): MailMessage {
  // The name is the only text in this mail that someone else typed.
  const greeting = greetingOf(t, mailText(firstName));
  const terms = t('mail.verification.terms');
  const text = [greeting, '', t('mail.verification.textIntro'), '', link, '', terms].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('mail.verification.htmlIntro'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.verification.button'))}</a></p>
<p>${escapeHtml(terms)}</p>`;
  return { to, subject: t('mail.verification.subject'), text, html };
}
