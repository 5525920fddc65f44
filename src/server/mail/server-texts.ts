import { localeTagOf, SOURCE_LOCALE, type AnyLocale, type Locale } from '../../shared/i18n/locales.js';
import { loadMessages, translatorOf } from '../../shared/i18n/messages.js';
import type { Translate } from '../../shared/i18n/translate.js';

/**
 * The language of a stored choice (an account's, a follow link's), decision 068: English when there is
 * none, or when it names a language no longer spoken.
 */
export const languageOf = (stored: string | null | undefined): Locale => localeTagOf(stored) ?? SOURCE_LOCALE;

/**
 * The server's texts in a language (mails, link cards, the pages it draws), with the category titles
 * they name: each bundle is loaded once per language, then this answers at once.
 */
export async function serverTexts(locale: AnyLocale): Promise<Translate> {
  await loadMessages(locale, ['server', 'friend']);
  return translatorOf(locale);
}
