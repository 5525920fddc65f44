import { beforeAll, describe, expect, it } from 'vitest';
import type { Translate } from '../../../shared/i18n/translate.js';
import { serverTexts } from '../../mail/server-texts.js';
import { retryDelayMs, RETRY_MAX_MS } from './delivery-queue.js';
import { describeMailError } from './notification-channels.js';
import { LIMITS } from '../../../shared/limits.js';
import { buildBatchNotice, SENDERS_NAMED } from './notice-summary.js';
import { signUnsubscribeToken, userOfUnsubscribeToken } from './unsubscribe-tokens.js';

const SECRET = 'a-secret-that-is-long-enough-for-tests-0123456789';

describe('the rules of notifications', () => {
  let english: Translate;
  beforeAll(async () => {
    english = await serverTexts('en');
  });

  it('waits 30 s after a first failure, doubling up to an hour', () => {
    const waits = [1, 2, 3, 4, 5, 6, 7, 8, 50].map((attempts) => retryDelayMs(attempts) / 1000);
    expect(waits).toEqual([30, 60, 120, 240, 480, 960, 1920, 3600, 3600]);
    expect(retryDelayMs(1_000)).toBe(RETRY_MAX_MS);
  });

  it.each([
    [
      { responseCode: 550, response: '550 5.1.1 <ada@example.com> unknown' },
      'The mail server refused the mail (550).',
    ],
    [{ responseCode: 421 }, 'The mail server could not take the mail for now (421).'],
    [
      { code: 'EAUTH', response: '535 user tiplist password hunter2' },
      'The mail server refused to let Tiplist sign in (see SMTP_URL).',
    ],
    [
      { code: 'ECONNECTION', message: 'connect ECONNREFUSED 10.0.0.5:25' },
      'The mail server could not be reached.',
    ],
    [{ code: 'ETIMEDOUT' }, 'The mail server did not answer in time.'],
    [new Error('something else'), 'The mail could not be sent.'],
  ])('tells the owner what went wrong with a mail server, never its words: %j', (error, reason) => {
    expect(describeMailError(error)).toBe(reason);
  });

  it('quotes 140 characters of a tip, counted as people see them', () => {
    const emoji = '🏖️'.repeat(200);
    const notice = buildBatchNotice(english, {
      trip: { id: 't', destination: 'Faro' },
      submissions: [
        { contributor_name: '  ', tips: [{ id: '1', category: 'do', content: emoji, place_name: null }] },
      ],
      publicUrl: undefined,
    });
    expect(notice.url).toBeNull();
    expect(notice.title).toBe('1 new tip for Faro');
    expect(notice.message).toContain('Someone sent 1 tip (Do 1).');
    const quoted = /“(.*)…”/u.exec(notice.message)?.[1] ?? '';
    expect(quoted).toBe('🏖️'.repeat(140));
  });

  it('names ten senders of a full trip’s batch and counts the rest in one line, keeping every tip', () => {
    const submissions = Array.from({ length: LIMITS.tipsPerListMax }, (_, i) => ({
      contributor_name: `Friend ${i + 1}`,
      tips: [{ id: String(i), category: 'eat', content: `Tip ${i + 1}`, place_name: null }],
    }));
    const notice = buildBatchNotice(english, {
      trip: { id: 't', destination: 'Faro' },
      submissions,
      publicUrl: undefined,
    });
    expect(notice.tips).toHaveLength(LIMITS.tipsPerListMax);
    const lines = notice.message.split('\n');
    expect(lines.filter((line) => / sent 1 tip \(Eat 1\)\.$/.test(line))).toHaveLength(SENDERS_NAMED);
    expect(lines).toContain('Friend 10 sent 1 tip (Eat 1).');
    expect(notice.message).not.toContain('Friend 11 sent');
    expect(lines).toContain(
      `${LIMITS.tipsPerListMax - 10} more friends sent ${LIMITS.tipsPerListMax - 10} tips.`,
    );
    expect(lines).toContain(`In all: Eat ${LIMITS.tipsPerListMax}.`);
    expect(lines.at(-1)).toBe(`and ${LIMITS.tipsPerListMax - 3} more`);
    expect(lines.length).toBeLessThan(25);
  });

  it('signs an account’s unsubscribe token that only this secret accepts, for this account only', () => {
    const token = signUnsubscribeToken(SECRET, 'user-1');
    expect(userOfUnsubscribeToken(SECRET, token)).toBe('user-1');
    expect(userOfUnsubscribeToken(`${SECRET}x`, token)).toBeNull();
    const [, signature] = token.split('.');
    expect(
      userOfUnsubscribeToken(SECRET, `${Buffer.from('user-2').toString('base64url')}.${signature}`),
    ).toBeNull();
    for (const broken of ['', '.', token.replace('.', ''), `${token}=`, `${token}.`, `!${token}`]) {
      expect(userOfUnsubscribeToken(SECRET, broken), broken).toBeNull();
    }
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/);
  });
});
