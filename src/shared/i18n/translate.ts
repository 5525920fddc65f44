import type { MessageArguments, RichMessageArguments } from './compiled/message-types.js';
import { intlLocaleOf, type AnyLocale } from './locales.js';

export type { TagFunction } from './tag-function.js';

/**
 * The runtime of the compiled catalogues (decision 068): a message is a string, or a function of its values
 * and of these formatters, written by scripts/compile-messages.mjs. It holds no language of its own, so two
 * pages drawn at once in two languages cannot mix.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- compiled messages read values they declared
type Values = Record<string, any>;
type Forms<T> = Record<string, () => T>;

export interface MessageFormatters {
  number(value: number): string;
  plural<T>(value: number, offset: number, forms: Forms<T>): T;
  select<T>(value: string, forms: Forms<T>): T;
}

export type Message = string | ((values: Values, formatters: MessageFormatters) => string | unknown[]);
export type Catalogue = Record<string, Message>;
export type MessageKey = keyof MessageArguments;
/** A key whose message takes no values: one a table of keys can hold (`t(table[x])`). */
export type PlainMessageKey = {
  [K in MessageKey]: MessageArguments[K] extends undefined ? K : never;
}[MessageKey];
export type MessageValues<K extends MessageKey> = MessageArguments[K] extends undefined
  ? []
  : [MessageArguments[K]];
export type RichMessageValues<K extends MessageKey> = RichMessageArguments[K] extends undefined
  ? []
  : [RichMessageArguments[K]];

export interface Translate {
  /** The message `key` as text (a message with tags has their contents as plain text). */
  <K extends MessageKey>(key: K, ...values: MessageValues<K>): string;
  /** The message `key` as parts, each tag's part made by the function given for it. */
  rich<K extends MessageKey>(key: K, ...values: RichMessageValues<K>): unknown[];
  readonly locale: AnyLocale;
}

const formattersByLocale = new Map<string, MessageFormatters>();

/**
 * Below a thousand, a whole count is written in plain digits in every language Tiplist speaks (each writes
 * Latin digits and none groups three digits; translate.test.ts holds this against Intl). Such a count, as
 * most texts show, needs no number format, whose first making loads Intl's number data: on a slow phone, a
 * long task in the middle of a page's start.
 */
const isPlainCount = (value: number) => Number.isInteger(value) && value >= 0 && value < 1000;

/** Intl's number format and plural rules for a language, made once. */
export function formattersOf(locale: AnyLocale): MessageFormatters {
  const intlLocale = intlLocaleOf(locale);
  const known = formattersByLocale.get(intlLocale);
  if (known) return known;
  // Made when first asked for: making them loads the language's Intl data, a task of its own on a slow
  // phone, and most pages start with texts that count nothing.
  let numbers: Intl.NumberFormat | undefined;
  let cardinal: Intl.PluralRules | undefined;
  const choose = <T>(value: number, offset: number, forms: Forms<T>): T => {
    const exact = forms[`=${value}`];
    if (exact) return exact();
    cardinal ??= new Intl.PluralRules(intlLocale);
    const form = forms[cardinal.select(value - offset)] ?? forms.other;
    return (form as () => T)();
  };
  const formatters: MessageFormatters = {
    number: (value) =>
      isPlainCount(value) ? String(value) : (numbers ??= new Intl.NumberFormat(intlLocale)).format(value),
    plural: (value, offset, forms) => choose(value, offset, forms),
    select: (value, forms) => {
      const form = forms[value] ?? forms.other;
      if (!form) throw new Error(`No form for "${value}" and no other form.`);
      return form();
    },
  };
  formattersByLocale.set(intlLocale, formatters);
  return formatters;
}

/** A translator over one language's loaded catalogue; a key it lacks shows as the key. */
export function createTranslate(locale: AnyLocale, catalogue: Catalogue): Translate {
  const formatters = formattersOf(locale);
  const parts = (key: string, values?: Values): string | unknown[] => {
    const message = catalogue[key];
    if (message === undefined) return key;
    return typeof message === 'string' ? message : message(values ?? {}, formatters);
  };
  const translate = (key: string, values?: Values) => {
    const result = parts(key, values);
    return typeof result === 'string' ? result : result.map(String).join('');
  };
  const rich = (key: string, values?: Values) => {
    const result = parts(key, values);
    return typeof result === 'string' ? [result] : result;
  };
  // Values are typed by Translate's signatures where each message is asked for.
  return Object.assign(translate, { rich, locale });
}
