import { describe, expect, it } from 'vitest';
import { LINKABLE } from '../../../tests/support/mail-parts.js';
import { mailHtml, mailText } from './mail-text.js';

describe('user-given text in mails', () => {
  it.each([
    ['Ada\r\nLovelace', 'Ada Lovelace'],
    ['Ada\n\n\tLovelace ', 'Ada Lovelace'],
    ['Ada\u2028Lovelace\u2029\u0085x', 'Ada Lovelace x'],
    ['Ada\u0000\u001b[31mLovelace', 'Ada [31mLovelace'],
    ['A\u200Bda\u202E', 'Ada'],
  ])('is one line: %j', (input, expected) => {
    expect(mailText(input)).toBe(expected);
  });

  it.each([
    'Eve https://evil.example/login',
    'Eve HTTP://EVIL.EXAMPLE',
    'Eve www.evil.example',
    'Eve evil.example',
    'Eve evil.co.uk/path',
    'Eve evil@example.org',
    'Eve mailto:evil@example.org',
    'Eve tel:+15550100',
    'Eve ｅｖｉｌ．ｅｘａｍｐｌｅ',
    'Eve evil。example',
    'Eve evil\u2024example',
    'Eve evil\u200B.example',
    'Eve 203.0.113.9',
    'Eve javascript:alert(1)',
  ])('has no link left in %j', (input) => {
    const text = mailText(input);
    expect(text).not.toMatch(LINKABLE);
    expect(text.startsWith('Eve ')).toBe(true);
  });

  it.each([
    ['Zoë', 'Zoë'],
    ['Jean-Luc', 'Jean-Luc'],
    ["O'Brien", "O'Brien"],
    ['J. R. R.', 'J. R. R.'],
    ['李小龍', '李小龍'],
    ['', ''],
  ])('leaves an ordinary name as it is: %j', (input, expected) => {
    expect(mailText(input)).toBe(expected);
  });

  it('is escaped for the HTML part, after it has been made one plain line', () => {
    expect(mailHtml('<a href="https://evil.example">Eve</a>\n& co')).toBe(
      '&#60;a href=&#34;https: //evil. example&#34;&#62;Eve&#60;/a&#62; &#38; co',
    );
  });
});
