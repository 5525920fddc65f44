import { directionOf, type AnyLocale } from '../i18n/locales.js';
import type { MessageKey } from '../i18n/translate.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
/** `text` as HTML text or an attribute's value. */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * `html` with `<html lang dir>` set to `locale`, marked as the server's choice (`data-language-chosen`);
 * its other attributes (the signed-in mark) stay.
 */
export function withHtmlLanguage(html: string, locale: AnyLocale): string {
  return html.replace(/<html\b([^>]*)>/, (_, attributes: string) => {
    const others = attributes.replace(/\s(lang|dir|data-language-chosen)(="[^"]*")?/g, '');
    return `<html${others} lang="${locale}" dir="${directionOf(locale)}" data-language-chosen="">`;
  });
}

/** Text of a message in a page's language, for HTML a build wrote (src/web/*.html). */
export type PageText = (key: MessageKey) => string;

/**
 * A page as built (English, `<html lang="en">`) in `locale` (decision 068): `<html lang dir>` set and
 * marked as the server's choice, each element marked `data-t="key"` given that message as its text, and
 * each `data-t-content` / `data-t-aria-label` attribute's key made its `content` / `aria-label`. Marked
 * elements hold plain text only.
 */
export function localizedHtml(html: string, locale: AnyLocale, text: PageText): string {
  const message = (key: string) => escapeHtml(text(key as MessageKey));
  return withHtmlLanguage(html, locale)
    .replace(
      /(<[a-z]+\b[^>]*\sdata-t="([\w.-]+)"[^>]*>)[^<]*/g,
      (_, open: string, key: string) => open + message(key),
    )
    .replace(/<[a-z]+\b[^>]*\sdata-t-(?:content|aria-label)="[^"]*"[^>]*>/g, (tag) => {
      let changed = tag;
      for (const [, name = '', key = ''] of tag.matchAll(/\sdata-t-(content|aria-label)="([\w.-]+)"/g)) {
        changed = changed.replace(new RegExp(`\\s${name}="[^"]*"`), () => ` ${name}="${message(key)}"`);
      }
      return changed;
    });
}
