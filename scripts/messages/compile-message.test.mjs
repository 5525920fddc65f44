import { describe, expect, it } from 'vitest';
import { compileMessage, messageArguments } from './compile-message.mjs';
import { accent, padding, rightToLeft } from './pseudo-locales.mjs';

/** @typedef {Record<string, () => unknown>} Forms */

/**
 * A compiled message run as the browser runs it, with English's formatters.
 * @param {string} code @param {Record<string, unknown>} [values]
 */
function run(code, values = {}) {
  const rules = new Intl.PluralRules('en');
  const choose = (/** @type {number} */ value, /** @type {number} */ offset, /** @type {Forms} */ forms) =>
    (forms[`=${value}`] ?? forms[rules.select(value - offset)] ?? forms.other)?.();
  const formatters = {
    number: (/** @type {number} */ value) => value.toLocaleString('en'),
    plural: choose,
    select: (/** @type {string} */ value, /** @type {Forms} */ forms) => (forms[value] ?? forms.other)?.(),
  };
  const message = new Function(`return ${code}`)();
  return typeof message === 'string' ? message : message(values, formatters);
}

/** The message as text, as `t()` gives it. @param {string} code @param {Record<string, unknown>} [values] */
function text(code, values) {
  const result = run(code, values);
  return Array.isArray(result) ? result.map(String).join('') : result;
}

describe('compileMessage', () => {
  it('compiles a text without arguments to a string', () => {
    expect(compileMessage("Don't miss '{'braces'}'")).toBe('"Don\'t miss {braces}"');
  });

  it('fills arguments, plurals with exact forms and #, and selects', () => {
    const code = compileMessage(
      '{name} sent {count, plural, =0 {no tips} one {# tip} other {# tips}}{kind, select, trip { for the trip} other {}}',
    );
    expect(text(code, { name: 'Ana', count: 0, kind: 'trip' })).toBe('Ana sent no tips for the trip');
    expect(text(code, { name: 'Ana', count: 1, kind: 'x' })).toBe('Ana sent 1 tip');
    expect(text(code, { name: 'Ana', count: 1200, kind: 'x' })).toBe('Ana sent 1,200 tips');
  });

  it('gives a message with tags as parts, the tag drawn by its function', () => {
    const code = compileMessage(
      'Read <link>the {name} guide</link>, {count, plural, one {# page} other {# pages}}.',
    );
    const parts = run(code, {
      name: 'Lisbon',
      count: 2,
      link: (/** @type {string} */ text) => ({ link: text }),
    });
    expect(parts).toEqual(['Read ', { link: 'the Lisbon guide' }, ', ', '2', ' pages', '.']);
  });

  it('passes a value through as it is given, so it may be an element', () => {
    const element = { bdi: 'Ana' };
    expect(run(compileMessage('Tips for {name}'), { name: element })).toEqual(['Tips for ', element]);
  });

  it('makes a pseudo-language from the literal runs only', () => {
    const code = compileMessage('Hi {name}', {
      transformLiteral: accent,
      prefix: '⟦',
      suffix: ` ${padding(8)}⟧`,
    });
    expect(text(code, { name: 'Ana' })).toBe('⟦Ĥî Ana ţŵö⟧');
    expect(run(compileMessage('Tips', { transformLiteral: rightToLeft }))).toBe('\u202eTips\u202c');
  });

  it('refuses a plural without other, a # outside a plural and a date argument', () => {
    expect(() => compileMessage('{n, plural, one {#}}')).toThrow();
    expect(() => messageArguments('{when, date, short}')).toThrow(/Intl/);
  });
});

describe('messageArguments', () => {
  it('names each argument with its kind', () => {
    expect([...messageArguments('<b>{name}</b> {n, plural, other {#}} {k, select, other {}}')]).toEqual([
      ['b', 'tag'],
      ['name', 'text'],
      ['n', 'number'],
      ['k', 'select'],
    ]);
  });
});
