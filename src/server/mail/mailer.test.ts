import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.js';

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
});
