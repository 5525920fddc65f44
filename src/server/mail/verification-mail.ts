import { escapeHtml, mailHtml, mailText } from './mail-text.js';
import type { MailMessage } from './mailer.js';

export function verificationMail(to: string, firstName: string, link: string): MailMessage {
  // The name is the only text in this mail that someone else typed.
  const name = mailText(firstName);
  const text = [
    name ? `Hi ${name},` : 'Hi,',
    '',
    'Please confirm that this is your email address on Tiplist by opening this link:',
    '',
    link,
    '',
    'The link works for 24 hours. If you did not sign up for Tiplist, you can ignore this mail.',
  ].join('\n');
  const html = `<p>${name ? `Hi ${mailHtml(firstName)},` : 'Hi,'}</p>
<p>Please confirm that this is your email address on Tiplist.</p>
<p><a href="${escapeHtml(link)}">Verify my email address</a></p>
<p>The link works for 24 hours. If you did not sign up for Tiplist, you can ignore this mail.</p>`;
  return { to, subject: 'Verify your email address for Tiplist', text, html };
}
