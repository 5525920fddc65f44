import { describe, expect, it } from 'vitest';
import { webhookUrlProblem } from './webhook-urls.js';

describe('webhook addresses as written', () => {
  it('takes https, and http only where private addresses are allowed', () => {
    expect(webhookUrlProblem('https://ntfy.sh/tiplist', { allowHttp: false })).toBeNull();
    expect(webhookUrlProblem('http://ntfy.lan/tiplist', { allowHttp: true })).toBeNull();
    expect(webhookUrlProblem('http://ntfy.lan/tiplist', { allowHttp: false })).toMatch(
      /must start with https:\/\//,
    );
  });

  it.each(['file:///etc/passwd', 'ftp://example.org/x', 'javascript:alert(1)', 'mailto:a@example.org'])(
    'refuses %s',
    (url) => {
      expect(webhookUrlProblem(url, { allowHttp: false })).toBe('The webhook URL must start with https://.');
      expect(webhookUrlProblem(url, { allowHttp: true })).toBe(
        'The webhook URL must start with https:// or http://.',
      );
    },
  );

  it('refuses what is not an address, and what is too long', () => {
    expect(webhookUrlProblem('ntfy.sh/tiplist', { allowHttp: false })).toMatch(/not a web address/);
    expect(webhookUrlProblem('', { allowHttp: false })).toMatch(/not a web address/);
    expect(webhookUrlProblem(`https://x.org/${'a'.repeat(1990)}`, { allowHttp: false })).toMatch(
      /at most 2000/,
    );
  });
});
