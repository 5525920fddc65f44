import { describe, expect, it } from 'vitest';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { problemText } from './notification-texts';

const t = translatorOf(SOURCE_LOCALE);

const date = (iso: string) => iso.slice(0, 10);

describe('the Notifications card’s problem line', () => {
  it('says a failed webhook call is being retried', () => {
    expect(
      problemText(
        t,
        {
          channel: 'webhook',
          message: 'The webhook answered 500 Internal Server Error.',
          at: '2026-11-27T10:00:00Z',
          given_up: false,
        },
        date,
      ),
    ).toBe('Last webhook call failed: The webhook answered 500 Internal Server Error, retrying.');
  });

  it('says when Tiplist gave up on an email', () => {
    expect(
      problemText(
        t,
        {
          channel: 'email',
          message: 'The mail server refused the message.',
          at: '2026-11-28T10:00:00Z',
          given_up: true,
        },
        date,
      ),
    ).toBe(
      'Last email failed: The mail server refused the message. Tiplist gave up after a day, on 2026-11-28.',
    );
  });
});
