import { describe, expect, it } from 'vitest';
import { intlLocaleOf, LOCALES, PSEUDO_LOCALES } from './locales.js';
import { createTranslate, formattersOf } from './translate.js';

const ALL_LOCALES = [...LOCALES, ...PSEUDO_LOCALES].map(({ tag }) => tag);

describe('formattersOf', () => {
  it.each(ALL_LOCALES)('writes numbers in %s as Intl does, counts below a thousand included', (locale) => {
    const formatters = formattersOf(locale);
    const intl = new Intl.NumberFormat(intlLocaleOf(locale));
    for (const value of [0, 1, 7, 42, 999, 1000, 12_345, 1_234_567, 2.5, -3, 0.25]) {
      expect(formatters.number(value)).toBe(intl.format(value));
    }
  });

  it('chooses plural forms by the language’s rules, an exact form first', () => {
    const formatters = formattersOf('ar');
    const forms = {
      '=0': () => 'none',
      zero: () => 'zero',
      one: () => 'one',
      two: () => 'two',
      few: () => 'few',
      many: () => 'many',
      other: () => 'other',
    };
    expect([0, 1, 2, 3, 11, 100].map((count) => formatters.plural(count, 0, forms))).toEqual([
      'none',
      'one',
      'two',
      'few',
      'many',
      'other',
    ]);
    expect(formatters.plural(2, 1, { one: () => 'one more', other: () => 'more' })).toBe('one more');
  });
});

describe('createTranslate', () => {
  it('answers a plain text, fills a message’s values and shows a missing key as itself', () => {
    // Keys of a made-up catalogue, which the compiled catalogues' types do not know.
    type Values = Record<string, unknown>;
    const t = createTranslate('en', {
      'tips.title': 'Tips',
      'tips.count': (values, formatters) =>
        formatters.plural(Number(values.count), 0, {
          one: () => ['one tip'],
          other: () => [formatters.number(Number(values.count)), ' tips'],
        }),
    }) as unknown as ((key: string, values?: Values) => string) & {
      rich: (key: string, values?: Values) => unknown[];
    };
    expect(t('tips.title')).toBe('Tips');
    expect(t('tips.count', { count: 1 })).toBe('one tip');
    expect(t('tips.count', { count: 1500 })).toBe('1,500 tips');
    expect(t('tips.missing')).toBe('tips.missing');
    expect(t.rich('tips.count', { count: 3 })).toEqual(['3', ' tips']);
  });
});
