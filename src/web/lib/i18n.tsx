import { createContext, Fragment, useContext, type ReactNode } from 'react';
import {
  SOURCE_LOCALE,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  PSEUDO_LOCALES,
  rememberedLanguage,
  type AnyLocale,
} from '../../shared/i18n/locales.js';
import { loadBundles, translatorOf, type BundleLoader } from '../../shared/i18n/catalogues.js';
import type { MessageKey, RichMessageValues, Translate } from '../../shared/i18n/translate.js';

export type { MessageKey, PlainMessageKey, Translate } from '../../shared/i18n/translate.js';

// Without a provider (a component test), English: the test setup loads its catalogues.
const TranslateContext = createContext<Translate>(translatorOf(SOURCE_LOCALE));

/** Every text below speaks `locale` (decision 068): its catalogues are loaded before the first render. */
export function LanguageProvider({ locale, children }: { locale: AnyLocale; children: ReactNode }) {
  return <TranslateContext value={translatorOf(locale)}>{children}</TranslateContext>;
}

/** The page's translator: `t('key', values)` gives a message's text in the page's language. */
export function useT(): Translate {
  return useContext(TranslateContext);
}

/**
 * `load` (a lazy part's code) with the catalogues it speaks from, fetched beside it in the page's
 * language. On the server, which draws with every catalogue loaded, `load` alone.
 */
export function withMessages<T>(bundles: readonly BundleLoader[], load: () => Promise<T>): Promise<T> {
  if (typeof document === 'undefined') return load();
  return Promise.all([load(), loadBundles(pageLocale(), bundles)]).then(([loaded]) => loaded);
}

/**
 * A message as React nodes: each tag's contents drawn by the function given for it, and any value may be
 * an element (what a person typed, inside `<bdi>`, keeps its own direction in any language).
 */
export function rich<K extends MessageKey>(t: Translate, key: K, ...values: RichMessageValues<K>): ReactNode {
  return t.rich(key, ...values).map((part, index) => <Fragment key={index}>{part as ReactNode}</Fragment>);
}

const KNOWN = new Set<string>([...LOCALES, ...PSEUDO_LOCALES].map(({ tag }) => tag));

/**
 * The language this page is in: the one the server chose and drew it in (`<html lang>`) from the account,
 * the browser's choice and its languages (Accept-Language), else (a page no server chose for, as in
 * development) the choice remembered in this browser, or English.
 */
export function pageLocale(): AnyLocale {
  const { lang, dataset } = document.documentElement;
  if (KNOWN.has(lang) && dataset.languageChosen !== undefined) return lang as AnyLocale;
  const remembered = rememberedLanguage(document.cookie) ?? '';
  return KNOWN.has(remembered) ? (remembered as AnyLocale) : SOURCE_LOCALE;
}

/** Remembers a language chosen in this browser for every page of this site. */
export function rememberLanguage(locale: AnyLocale): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const lifetime = `Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`;
  document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(locale)}; Path=/; ${lifetime}; SameSite=Lax${secure}`;
}
