import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import path from 'node:path';
import type { MailMessage } from './mail-message.js';
import { pruneOutbox, writeToOutbox } from './outbox.js';

export type { MailMessage };

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

export const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set; otherwise the mail goes to DATA_DIR/outbox (the log says where), so a first
 * run can follow it. The outbox keeps a week of mail: older mail is removed at start and whenever a new
 * one is written, so an outbox left alone does not become an archive of addresses and links.
 */
export function createMailer({ smtpUrl, from, dataDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    // A mail server that stops answering must not keep connections open for minutes (nodemailer's defaults).
    const transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
    return {
      async send(message) {
        await transport.sendMail({ from, ...message });
        log.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(dataDir, 'outbox');
  const prune = () =>
    pruneOutbox(outbox).catch((error: unknown) =>
      log.warn({ err: error }, 'old outbox mail was not removed'),
    );
  void prune();
  return {
    async send(message) {
      await prune();
      const file = await writeToOutbox(outbox, from, message);
      // The path, never the body: a log line must not carry a live reset link.
      log.info({ subject: message.subject, file }, 'mail written to the outbox (SMTP_URL is not set)');
    },
    close: () => undefined,
  };
}
