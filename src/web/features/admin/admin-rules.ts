import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';
import { intlLocaleOf } from '../../../shared/i18n/locales.js';
import { ApiError } from '../../lib/api-client';
import type { Translate } from '../../lib/i18n';

/** What marks an admin call's failure as a session problem. */
const SESSION_WORDS = /session|token|jwt/i;

/**
 * A failure that says this browser's session no longer holds (ended, revoked, expired): the panel then
 * offers to check the session again instead of showing the message as an ordinary error.
 */
export function isSessionProblem(error: unknown): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 401) return true;
  // "Not found" repeats what was looked for, and an e-mail may well contain "token".
  if (error.status === 404) return false;
  return SESSION_WORDS.test(error.message);
}

/** The e-mail to sign out everywhere, trimmed; null when there is none. */
export function emailToForceLogout(text: string): string | null {
  const email = text.trim();
  return email === '' ? null : email;
}

/** The search as the server takes it: trimmed and no longer than it allows. */
export function userSearchOf(text: string): string {
  return text.trim().slice(0, ACCOUNT_LIMITS.adminSearchMaxLength);
}

/**
 * Where the user list is: the cursor of the page on screen (null for the first) and the cursors of the
 * pages before it, so "Previous" retraces the way "Next" came (the server only knows the way forward).
 */
export type Paging = { readonly current: string | null; readonly previous: readonly (string | null)[] };

export const FIRST_PAGE: Paging = { current: null, previous: [] };

export function nextPage(paging: Paging, nextCursor: string): Paging {
  return { current: nextCursor, previous: [...paging.previous, paging.current] };
}

export function previousPage(paging: Paging): Paging {
  if (paging.previous.length === 0) return paging;
  return { current: paging.previous.at(-1) ?? null, previous: paging.previous.slice(0, -1) };
}

export const hasPreviousPage = (paging: Paging) => paging.previous.length > 0;

/** 1 for the first page. */
export const pageNumberOf = (paging: Paging) => paging.previous.length + 1;

/** A date in the page's language, in the viewer's time zone unless one is given; undefined when not a date. */
function dateLabel(
  t: Translate,
  iso: string,
  options: Intl.DateTimeFormatOptions,
  timeZone: string | undefined,
): string | undefined {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return undefined;
  return new Intl.DateTimeFormat(intlLocaleOf(t.locale), { ...options, timeZone }).format(date);
}

/** "November 22, 2026" in English, or "Never" for an account that has not signed in since it was made. */
export function lastSignInLabel(t: Translate, iso: string | null, timeZone?: string): string {
  if (iso === null) return t('admin.users.never');
  return dateLabel(t, iso, { dateStyle: 'long' }, timeZone) ?? t('admin.users.unknownDate');
}

/** The date with its time, for a tooltip on the short date. */
export function fullTimeLabel(t: Translate, iso: string, timeZone?: string): string | undefined {
  return dateLabel(t, iso, { dateStyle: 'long', timeStyle: 'short' }, timeZone);
}

/** Whether a force logout would end the admin's own sessions: e-mails are compared without case. */
export function isOwnEmail(target: string, adminEmail: string): boolean {
  return target.trim().toLowerCase() === adminEmail.trim().toLowerCase();
}
