import { describe, expect, it } from 'vitest';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError, clientErrorCodes } from '../../lib/api-client';
import {
  emailToForceLogout,
  isOwnEmail,
  FIRST_PAGE,
  fullTimeLabel,
  hasPreviousPage,
  isSessionProblem,
  lastSignInLabel,
  nextPage,
  pageNumberOf,
  previousPage,
  userSearchOf,
} from './admin-rules';

describe('session problems', () => {
  it('sees one in every 401', () => {
    expect(isSessionProblem(new ApiError(401, 'UNAUTHORIZED', 'Please sign in to continue.'))).toBe(true);
  });

  it('sees one in a message about the session, a token or a JWT', () => {
    expect(isSessionProblem(new ApiError(400, 'BAD', 'Invalid session.'))).toBe(true);
    expect(isSessionProblem(new ApiError(500, 'X', 'Token expired'))).toBe(true);
    expect(isSessionProblem(new ApiError(400, 'X', 'jwt malformed'))).toBe(true);
  });

  it('sees none in other failures', () => {
    expect(
      isSessionProblem(new ApiError(403, 'FORBIDDEN', 'Access denied. Admin privileges required.')),
    ).toBe(false);
    expect(isSessionProblem(new ApiError(0, clientErrorCodes.network, 'Could not reach the server.'))).toBe(
      false,
    );
    expect(isSessionProblem(new Error('session'))).toBe(false);
    expect(isSessionProblem(null)).toBe(false);
  });

  it('reads a "not found" as the e-mail it names, not as a session problem', () => {
    const error = new ApiError(404, 'NOT_FOUND', 'No account uses the email token.jwt@example.com.');
    expect(isSessionProblem(error)).toBe(false);
  });
});

describe('force logout e-mail', () => {
  it('is trimmed, and missing when blank', () => {
    expect(emailToForceLogout('  ada@example.com ')).toBe('ada@example.com');
    expect(emailToForceLogout('   ')).toBeNull();
    expect(emailToForceLogout('')).toBeNull();
  });

  it("is the admin's own whatever its case or the spaces around it", () => {
    expect(isOwnEmail(' Admin@Example.com ', 'admin@example.com')).toBe(true);
    expect(isOwnEmail('admin@example.com', 'Admin@example.COM')).toBe(true);
    expect(isOwnEmail('admin@example.org', 'admin@example.com')).toBe(false);
    expect(isOwnEmail('min@example.com', 'admin@example.com')).toBe(false);
  });
});

describe('user search', () => {
  it('is trimmed and cut to the length the server accepts', () => {
    expect(userSearchOf('  ada ')).toBe('ada');
    expect(userSearchOf('x'.repeat(ACCOUNT_LIMITS.adminSearchMaxLength + 10))).toHaveLength(
      ACCOUNT_LIMITS.adminSearchMaxLength,
    );
  });
});

describe('paging through users', () => {
  it('starts on page 1 with nothing to go back to', () => {
    expect(FIRST_PAGE.current).toBeNull();
    expect(hasPreviousPage(FIRST_PAGE)).toBe(false);
    expect(pageNumberOf(FIRST_PAGE)).toBe(1);
  });

  it('goes back the way it came, page by page', () => {
    const second = nextPage(FIRST_PAGE, 'c2');
    const third = nextPage(second, 'c3');
    expect(third).toEqual({ current: 'c3', previous: [null, 'c2'] });
    expect(pageNumberOf(third)).toBe(3);
    expect(previousPage(third)).toEqual(second);
    expect(previousPage(previousPage(third))).toEqual(FIRST_PAGE);
  });

  it('stays on the first page when asked to go before it', () => {
    expect(previousPage(FIRST_PAGE)).toBe(FIRST_PAGE);
  });

  it('leaves the paging it was given as it was', () => {
    const second = nextPage(FIRST_PAGE, 'c2');
    nextPage(second, 'c3');
    expect(second).toEqual({ current: 'c2', previous: [null] });
    expect(FIRST_PAGE).toEqual({ current: null, previous: [] });
  });
});

describe('user dates', () => {
  const t = translatorOf(SOURCE_LOCALE);

  it('says "Never" for an account that never signed in', () => {
    expect(lastSignInLabel(t, null, 'UTC')).toBe('Never');
  });

  it('writes a long US date in the given time zone', () => {
    expect(lastSignInLabel(t, '2026-11-22T23:30:00Z', 'UTC')).toBe('November 22, 2026');
    expect(lastSignInLabel(t, '2026-11-22T23:30:00Z', 'Asia/Tokyo')).toBe('November 23, 2026');
  });

  it('adds the time for the tooltip, and nothing for a value that is not a date', () => {
    expect(fullTimeLabel(t, '2026-11-22T15:05:00Z', 'UTC')).toBe('November 22, 2026 at 3:05 PM');
    expect(fullTimeLabel(t, 'not a date', 'UTC')).toBeUndefined();
    expect(lastSignInLabel(t, 'not a date', 'UTC')).toBe('Unknown');
  });
});
