import { intlLocaleOf, type AnyLocale } from '../../../shared/i18n/locales.js';

/**
 * A long date in a page's language, as a shared guidebook's "Created" line shows it: 'November 22, 2026'
 * in English, in the visitor's time zone unless one is given. `null` for a value that is not a date, so
 * the page leaves the line out.
 */
export function longDate(iso: string, locale: AnyLocale, timeZone?: string): string | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return new Intl.DateTimeFormat(intlLocaleOf(locale), { dateStyle: 'long', timeZone }).format(date);
}

/** The long date in English: 'November 22, 2026'. */
export function longUsDate(iso: string, timeZone?: string): string | null {
  return longDate(iso, 'en', timeZone);
}
