import type { Translate } from '../../shared/i18n/translate.js';
import { greetingOf } from './greeting.js';
import { escapeHtml, mailText } from './mail-text.js';
import type { MailMessage } from './mailer.js';

/** The mail with a link to choose a new password, in the account's language (`t`). */
export function passwordResetMail(to: string, firstName: string, link: string, t: Translate): MailMessage {
  // The name is the only text in this mail that someone else typed.
  const greeting = greetingOf(t, mailText(firstName));
  const terms = t('mail.passwordReset.terms');
  const text = [greeting, '', t('mail.passwordReset.textIntro'), '', link, '', terms].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>${escapeHtml(t('mail.passwordReset.htmlIntro'))}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.passwordReset.button'))}</a></p>
<p>${escapeHtml(terms)}</p>`;
  return { to, subject: t('mail.passwordReset.subject'), text, html };
}
