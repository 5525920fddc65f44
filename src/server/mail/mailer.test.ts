import { mkdirSync, mkdtempSync, readdirSync, readFileSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A mail in the outbox as if written `daysAgo` days ago. */
function oldMail(outbox: string, name: string, daysAgo: number): string {
  const file = path.join(outbox, name);
  writeFileSync(file, 'To: someone@example.com\n\nA link long dead\n');
  const then = new Date(Date.now() - daysAgo * DAY_MS);
  utimesSync(file, then, then);
  return name;
}

describe('mail without SMTP', () => {
  it('goes to the outbox, and the log tells where without carrying the message', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-mail-'));
    const lines: string[] = [];
    const { log } = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
    });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Tiplist <t@example.org>', dataDir, log });
    const link = 'https://tips.example.org/reset-password?token=secret-token-123';
    await mailer.send({
      to: 'ada@example.com',
      subject: 'Reset your password',
      text: `Open ${link}`,
      html: '',
    });

    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    expect(readFileSync(path.join(dataDir, 'outbox', file ?? ''), 'utf8')).toContain(link);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(path.join(dataDir, 'outbox'));
    expect(lines[0]).not.toContain('secret-token-123');
    expect(lines[0]).not.toContain('ada@example.com');
  });

  it('writes a Message-ID and header fields of our own into the outbox too', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-mail-'));
    const { log } = Fastify({ logger: false });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Tiplist <t@example.org>', dataDir, log });
    await mailer.send({
      to: 'ada@example.com',
      subject: '2 new tips for Lisbon',
      text: 'Maria sent 2 tips',
      html: '',
      messageId: '<b1.email@tips.example.org>',
      headers: { 'List-Unsubscribe': '<https://tips.example.org/unsubscribe/t>' },
    });
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    const eml = readFileSync(path.join(dataDir, 'outbox', file ?? ''), 'utf8');
    expect(eml).toContain('\nMessage-ID: <b1.email@tips.example.org>\n');
    expect(eml).toContain('\nList-Unsubscribe: <https://tips.example.org/unsubscribe/t>\n');
  });

  it('keeps no mail older than a week: older mail goes at start and whenever a new one is written', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-mail-'));
    const outbox = path.join(dataDir, 'outbox');
    mkdirSync(outbox);
    oldMail(outbox, 'eight-days.eml', 8);
    const recent = oldMail(outbox, 'six-days.eml', 6);
    const { log } = Fastify({ logger: false });
    const mailer = createMailer({ smtpUrl: undefined, from: 'Tiplist <t@example.org>', dataDir, log });
    await expect.poll(() => readdirSync(outbox)).toEqual([recent]);

    oldMail(outbox, 'a-fortnight.eml', 14);
    await mailer.send({ to: 'ada@example.com', subject: 'Reset your password', text: 'Open it', html: '' });
    const left = readdirSync(outbox);
    expect(left).toHaveLength(2);
    expect(left).toContain(recent);
    expect(left).not.toContain('a-fortnight.eml');
  });
});
