/**
 * The languages Tiplist speaks, each named in its own words for the picker, with its writing direction
 * (decision 068). English is the source of every text; Brazilian Portuguese serves every pt-* browser.
 */
export const LOCALES = [
  { tag: 'en', name: 'English', dir: 'ltr' },
  { tag: 'es', name: 'Español', dir: 'ltr' },
  { tag: 'pt-BR', name: 'Português', dir: 'ltr' },
  { tag: 'fr', name: 'Français', dir: 'ltr' },
  { tag: 'de', name: 'Deutsch', dir: 'ltr' },
  { tag: 'it', name: 'Italiano', dir: 'ltr' },
  { tag: 'ja', name: '日本語', dir: 'ltr' },
  { tag: 'ar', name: 'العربية', dir: 'rtl' },
] as const;

export type Locale = (typeof LOCALES)[number]['tag'];
/** Every language's tag, for schemas that take one. */
export const LOCALE_TAGS = LOCALES.map(({ tag }) => tag) as [Locale, ...Locale[]];

/** `value` if it is exactly the tag of a language Tiplist speaks, else null. */
export const localeTagOf = (value: unknown): Locale | null =>
  LOCALE_TAGS.find((tag) => tag === value) ?? null;
export const SOURCE_LOCALE: Locale = 'en';

/**
 * Languages made from English for tests (scripts/messages/pseudo-locales.mjs): every letter accented and
 * 40 % longer, and English right to left. Never offered or matched from a browser's languages; only a
 * remembered choice of exactly this tag selects one.
 */
export const PSEUDO_LOCALES = [
  { tag: 'en-XA', dir: 'ltr' },
  { tag: 'ar-XB', dir: 'rtl' },
] as const;
export type PseudoLocale = (typeof PSEUDO_LOCALES)[number]['tag'];
export type AnyLocale = Locale | PseudoLocale;

export const isPseudoLocale = (tag: string | null | undefined): tag is PseudoLocale =>
  PSEUDO_LOCALES.some((pseudo) => pseudo.tag === tag);

/** The language Intl formats a locale's numbers, dates and plurals in: English for a pseudo-language. */
export const intlLocaleOf = (locale: AnyLocale): Locale => (isPseudoLocale(locale) ? SOURCE_LOCALE : locale);

const byLanguage = new Map<string, Locale>(
  LOCALES.map(({ tag }) => [tag.split('-')[0]?.toLowerCase() ?? tag, tag]),
);

/** The language Tiplist speaks for a BCP 47 tag (`pt-PT` → `pt-BR`, `de-AT` → `de`), or null for none of them. */
export function matchLocale(tag: string | null | undefined): Locale | null {
  const language = tag?.trim().split(/[-_]/)[0]?.toLowerCase();
  return (language && byLanguage.get(language)) || null;
}

/** A language's writing direction: Arabic's is right to left. */
export const directionOf = (locale: AnyLocale): 'ltr' | 'rtl' =>
  [...LOCALES, ...PSEUDO_LOCALES].find(({ tag }) => tag === locale)?.dir ?? 'ltr';

/** The longest Accept-Language header read, and the most languages taken from it: bounded work per request. */
const ACCEPT_LANGUAGE_MAX = { chars: 1_000, entries: 20 };

/**
 * The languages an Accept-Language header asks for, most wanted first (equal weights in the header's order);
 * `*`, refused (`q=0`) and malformed entries are left out.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  const entries = header.slice(0, ACCEPT_LANGUAGE_MAX.chars).split(',').slice(0, ACCEPT_LANGUAGE_MAX.entries);
  const weighted = entries.flatMap((entry, index) => {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    if (!/^[A-Za-z]{1,8}(?:[-_][A-Za-z0-9]{1,8})*$/.test(tag)) return [];
    const q = parameters.find((parameter) => /^q=/i.test(parameter));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    return Number.isFinite(weight) && weight > 0 && weight <= 1 ? [{ tag, weight, index }] : [];
  });
  return weighted.sort((a, b) => b.weight - a.weight || a.index - b.index).map(({ tag }) => tag);
}

/**
 * Which language a page is drawn in: the account's first, then the one chosen in this browser, then the
 * first the browser asks for that Tiplist speaks, else English.
 */
export function chooseLocale(choices: {
  account?: string | null;
  remembered?: string | null;
  accepted?: readonly string[];
}): AnyLocale {
  // A test language chosen in this browser is what the test looks at, whatever the account says.
  if (isPseudoLocale(choices.remembered)) return choices.remembered;
  const candidates = [choices.account, choices.remembered, ...(choices.accepted ?? [])];
  for (const candidate of candidates) {
    const locale = matchLocale(candidate);
    if (locale) return locale;
  }
  return SOURCE_LOCALE;
}

/** The cookie the language picker keeps a browser's choice in, read by the server to draw its pages. */
export const LANGUAGE_COOKIE = 'tiplist-language';
/** A year: a choice is remembered until the person changes it. */
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The language chosen in a Cookie header, if any (the cookie's value as it was set). */
export function rememberedLanguage(cookieHeader: string | null | undefined): string | null {
  if (!cookieHeader) return null;
  for (const pair of cookieHeader.slice(0, 8_192).split(';')) {
    const [name, value] = pair.split('=').map((part) => part.trim());
    if (name === LANGUAGE_COOKIE && value) return decodeURIComponent(value).slice(0, 35);
  }
  return null;
}
