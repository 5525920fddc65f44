import { randomUUID } from 'node:crypto';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MailMessage } from './mail-message.js';

/** How long the outbox keeps a mail: a reset link is dead within the hour, an address is kept no longer. */
export const OUTBOX_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

/** Removes the outbox's mail older than OUTBOX_KEEP_MS; an outbox not made yet holds none. */
export async function pruneOutbox(outbox: string, now = Date.now()): Promise<void> {
  const names = await readdir(outbox).catch((error: unknown) => {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  });
  await Promise.all(
    names
      .filter((name) => name.endsWith('.eml'))
      .map(async (name) => {
        const file = path.join(outbox, name);
        const { mtimeMs } = await stat(file);
        if (now - mtimeMs > OUTBOX_KEEP_MS) await rm(file, { force: true });
      }),
  );
}

/** Writes one mail into the outbox as an .eml file only its owner may read, and answers its path. */
export async function writeToOutbox(outbox: string, from: string, message: MailMessage): Promise<string> {
  await mkdir(outbox, { recursive: true });
  const file = path.join(outbox, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
  const headers = [
    ...(message.messageId ? [`Message-ID: ${message.messageId}`] : []),
    ...Object.entries(message.headers ?? {}).map(([name, value]) => `${name}: ${value}`),
  ];
  const eml = [
    `From: ${from}`,
    `To: ${message.to}`,
    `Subject: ${message.subject}`,
    ...headers,
    '',
    message.text,
    '',
  ];
  await writeFile(file, eml.join('\n'), { mode: 0o600 });
  return file;
}
