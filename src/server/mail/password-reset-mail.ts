import { escapeHtml } from './escape-html.js';
import type { MailMessage } from './mailer.js';

export function passwordResetMail(to: string, firstName: string, link: string): MailMessage {
  const greeting = firstName ? `Hi ${firstName},` : 'Hi,';
  const text = [
    greeting,
    '',
    'Someone asked to reset the password of your Tiplist account. To choose a new password, open this link:',
    '',
    link,
    '',
    'The link works once and expires in one hour. If you did not ask for this, you can ignore this mail.',
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
<p>Someone asked to reset the password of your Tiplist account.</p>
<p><a href="${escapeHtml(link)}">Choose a new password</a></p>
<p>The link works once and expires in one hour. If you did not ask for this, you can ignore this mail.</p>`;
  return { to, subject: 'Reset your Tiplist password', text, html };
}
