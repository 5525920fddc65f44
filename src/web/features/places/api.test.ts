import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError } from '../../lib/api-client';
import { newSearchSession, searchFailureText } from './api';

const t = translatorOf('en');
const FAILED = 'Failed to search places. Please try again.';

describe('what the panel says when a search fails', () => {
  it('names the network when the server could not be reached', () => {
    expect(searchFailureText(t, new ApiError(0, 'NETWORK_ERROR', 'offline'))).toBe(
      'Network error: Please disable your ad blocker and try again, or check your internet connection.',
    );
  });

  it('keeps the server’s own words for too many searches', () => {
    const refusal = new ApiError(
      429,
      'RATE_LIMITED',
      'Too many requests. Please wait a minute and try again.',
    );
    expect(searchFailureText(t, refusal)).toBe('Too many requests. Please wait a minute and try again.');
  });

  it('falls back to the general text for anything else', () => {
    expect(searchFailureText(t, new ApiError(500, 'INTERNAL_ERROR', 'boom'))).toBe(FAILED);
    expect(searchFailureText(t, new TypeError('x'))).toBe(FAILED);
  });
});

describe('search sessions', () => {
  it('are URL-safe tokens of at most 36 characters, as Google asks, and differ each time', () => {
    const sessions = Array.from({ length: 200 }, newSearchSession);
    for (const session of sessions) expect(session).toMatch(/^[A-Za-z0-9_-]{8,36}$/);
    expect(new Set(sessions).size).toBe(sessions.length);
  });
});
