import { SMTPServer } from 'smtp-server';
import { createServer, type AddressInfo, type Server, type Socket } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  url: string;
  mails: ReceivedMail[];
  /**
   * Resolves with the next mail to an address (or one already received), of the subject given if any:
   * every account is also mailed a verification link at sign-up.
   */
  waitForMail(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** From now on, answers every mail's data with this SMTP reply code (5xx, 4xx), or takes them again (null). */
  refuseWith(code: number | null): void;
  /** How many mails were refused so far. */
  readonly refusals: number;
  close(): Promise<void>;
}

/** A real SMTP server on 127.0.0.1 that keeps what it receives. */
export async function startSmtpServer(): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const waiters: { to: string; subject?: RegExp; resolve: (mail: ReceivedMail) => void }[] = [];
  let refusal: number | null = null;
  let refusals = 0;
  const matches = (mail: ReceivedMail, to: string, subject?: RegExp) =>
    mail.to.includes(to) && (!subject || subject.test(subjectOf(mail)));
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal !== null) {
          refusals += 1;
          callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: refusal }));
          return;
        }
        const mail = {
          to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        mails.push(mail);
        for (const waiter of waiters.filter((w) => matches(mail, w.to, w.subject))) {
          waiters.splice(waiters.indexOf(waiter), 1);
          waiter.resolve(mail);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    mails,
    waitForMail(to, subject, timeoutMs = 10_000) {
      const address = to.toLowerCase();
      const existing = mails.find((mail) => matches(mail, address, subject));
      if (existing) return Promise.resolve(existing);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(
          () => reject(new Error(`no mail to ${to} within ${timeoutMs} ms`)),
          timeoutMs,
        );
        waiters.push({
          to: address,
          subject,
          resolve: (mail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        });
      });
    },
    refuseWith(code) {
      refusal = code;
    },
    get refusals() {
      return refusals;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** A mail's subject line. */
export function subjectOf(mail: ReceivedMail): string {
  return /^Subject: (.*)$/m.exec(mail.raw)?.[1]?.trim() ?? '';
}

/** The subjects of the two mails every account may get before it has verified its address. */
export const RESET_MAIL = /reset/i;
export const VERIFICATION_MAIL = /verify/i;

/** A link to one of the app's pages in a mail, decoded from quoted-printable if need be. */
function linkIn(mail: ReceivedMail, page: string): string {
  const unfolded = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');
  const match = new RegExp(`https?://[^\\s"<>]+/${page}\\?token=[A-Za-z0-9_.%-]+`).exec(unfolded);
  if (!match) throw new Error(`no ${page} link in the mail`);
  return match[0];
}

/** The reset link in a mail. */
export const resetLinkIn = (mail: ReceivedMail) => linkIn(mail, 'reset-password');

/** The verification link in a mail. */
export const verificationLinkIn = (mail: ReceivedMail) => linkIn(mail, 'verify-email');

/** A mail server that takes the connection and then never says a word. */
export function startSilentSmtpServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => void sockets.add(socket));
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        close: () =>
          new Promise((done) => {
            for (const socket of sockets) socket.destroy();
            server.close(() => done());
          }),
      });
    });
  });
}

/** Bytes of an RFC 2047 "Q" encoded word: `_` a space, `=XX` a byte. */
function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let at = 0; at < text.length; at += 1) {
    const hex = text[at] === '=' ? text.slice(at + 1, at + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      at += 2;
    } else bytes.push(...Buffer.from(text[at] === '_' ? ' ' : (text[at] ?? ''), 'utf8'));
  }
  return Buffer.from(bytes);
}

/** The subject as a mail client shows it: folded lines joined, RFC 2047 encoded words decoded. */
export function decodedSubjectOf(mail: ReceivedMail): string {
  const head = (mail.raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const value = /^Subject: (.*)$/im.exec(head)?.[1]?.trim() ?? '';
  // Whitespace between two encoded words is not part of the text (RFC 2047, section 6.2).
  const joined = value.replace(/(\?=)\s+(=\?)/g, '$1$2');
  return joined.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=/gi, (_, encoding: string, text: string) =>
    (encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQ(text)).toString('utf8'),
  );
}
