import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

const freshDir = () => mkdtempSync(path.join(tmpdir(), 'tiplist-config-'));

describe('configuration', () => {
  it('needs nothing on a first run: SQLite in DATA_DIR and a secret kept there', () => {
    const dir = freshDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config.port).toBe(3000);
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.join(dir, 'tiplist.sqlite') });
    expect(config.authSecret.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(path.join(dir, 'auth-secret'), 'utf8').trim()).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it('selects PostgreSQL from a postgres:// URL and reads the other variables', () => {
    const config = loadConfig({
      DATA_DIR: freshDir(),
      DATABASE_URL: 'postgres://app@db.internal:5432/tiplist',
      AUTH_SECRET: 's'.repeat(40),
      PORT: '8080',
      PUBLIC_URL: 'https://tips.example.org/',
      ADMIN_EMAILS: ' Boss@Example.com, ops@example.com ,',
      TRUST_PROXY: 'true',
    });
    expect(config.database).toEqual({ dialect: 'postgres', url: 'postgres://app@db.internal:5432/tiplist' });
    expect(config.port).toBe(8080);
    expect(config.publicUrl).toBe('https://tips.example.org');
    expect(config.adminEmails).toEqual(['boss@example.com', 'ops@example.com']);
    expect(config.trustProxy).toBe(1);
  });

  it.each([
    ['false', false],
    ['true', 1],
    ['2', 2],
    ['10.0.0.1, 10.0.0.0/8 ,::1', ['10.0.0.1', '10.0.0.0/8', '::1']],
  ])('reads TRUST_PROXY=%s as the proxies to believe', (value, expected) => {
    expect(loadConfig({ DATA_DIR: freshDir(), TRUST_PROXY: value }).trustProxy).toEqual(expected);
  });

  it('fails with the list of every bad variable', () => {
    let error: unknown;
    try {
      loadConfig({
        DATA_DIR: freshDir(),
        PORT: 'eighty',
        PUBLIC_URL: 'not a url',
        SMTP_URL: 'http://mail.example.com',
        TRUST_PROXY: 'maybe',
        DATABASE_URL: 'mysql://x',
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((problem) => problem.split(':')[0]);
    expect(problems).toEqual(
      expect.arrayContaining(['PORT', 'PUBLIC_URL', 'SMTP_URL', 'TRUST_PROXY', 'DATABASE_URL']),
    );
  });

  it('requires AUTH_SECRET with PostgreSQL, where several instances must share it', () => {
    expect(() => loadConfig({ DATA_DIR: freshDir(), DATABASE_URL: 'postgres://localhost/tiplist' })).toThrow(
      /AUTH_SECRET: is required with PostgreSQL/,
    );
  });
});
