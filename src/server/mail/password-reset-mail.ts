import { escapeHtml, mailHtml, mailText } from './mail-text.js';
import type { MailMessage } from './mailer.js';

const LINK_TERMS =
  'The link works once, for one hour, and only until you ask for a new one. If you did not ask for this, you can ignore this mail.';

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  // The name is the only text in this mail that someone else typed.
  const name = { text: mailText(firstName), html: mailHtml(firstName) };
  const text = [
    name.text ? `Hi ${name.text},` : 'Hi,',
    '',
    'Someone asked to reset the password of your Tiplist account. To choose a new password, open this link:',
    '',
    link,
    '',
    LINK_TERMS,
  ].join('\n');
  const html = `<p>${name.html ? `Hi ${name.html},` : 'Hi,'}</p>
<p>Someone asked to reset the password of your Tiplist account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>${LINK_TERMS}</p>`;
  return { to, subject: 'Reset your Tiplist password', text, html };
}
