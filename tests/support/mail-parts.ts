import type { ReceivedMail } from './smtp.js';

/**
 * What mail clients turn into a link in plain text: a scheme, `www.`, an e-mail address, or a name
 * with a dot and a top-level domain after it (Gmail, Outlook and Apple Mail all link `evil.example`).
 */
export const LINKABLE =
  /[a-z][a-z0-9+.-]*:\/\/|www\.\S|[^\s@]+@[^\s@]+\.[a-z]|[a-z0-9-]\.[a-z]{2,}|(mailto|tel):\S/i;

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding !== 'quoted-printable') return body;
  const unfolded = body.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let at = 0; at < unfolded.length; at += 1) {
    const hex = unfolded[at] === '=' ? unfolded.slice(at + 1, at + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[at] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

/** The text and HTML parts of a multipart/alternative mail, decoded, with plain `\n` line ends. */
export function mailParts(mail: ReceivedMail): { text: string; html: string } {
  const boundary = /boundary="([^"]+)"/.exec(mail.raw)?.[1];
  if (!boundary) throw new Error('the mail has no parts');
  const parts = { text: '', html: '' };
  for (const part of mail.raw.split(`--${boundary}`).slice(1, -1)) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    const type = /content-type:\s*text\/(plain|html)/i.exec(head)?.[1];
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase() ?? '7bit';
    const body = decodeBody(rest.join('\n\n').replace(/\r?\n$/, ''), encoding).replace(/\r\n/g, '\n');
    if (type === 'plain') parts.text = body;
    if (type === 'html') parts.html = body;
  }
  return parts;
}
