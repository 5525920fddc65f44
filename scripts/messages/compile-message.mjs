import { parse, TYPE } from '@formatjs/icu-messageformat-parser';

/** @typedef {import('@formatjs/icu-messageformat-parser').MessageFormatElement} Element */
/** @typedef {{ literal: boolean, value: string, spread?: boolean }} Part */
/** @typedef {{ pound: string | null, transformLiteral: (text: string) => string, rich: boolean }} Context */
/** @typedef {'number' | 'select' | 'tag' | 'text'} ArgumentKind */

const PARSE_OPTIONS = { requiresOtherClause: true, shouldParseSkeletons: false };
/** Literal runs a pseudo-language adds, which it does not change again. */
const fixedLiterals = new WeakSet();

/**
 * One ICU message compiled into a JavaScript expression (decision 068): a string literal when it has no
 * arguments, else an arrow `(v, f) => …` over its values `v` and the runtime's formatters `f`
 * (`src/shared/i18n/translate.ts`). A message with tags (`<link>…</link>`) returns an array of parts, the
 * tag's part made by the function given for it; any other returns a string. No parser ships. A
 * pseudo-language changes each literal run with `transformLiteral` and adds `prefix` and `suffix`.
 */
/**
 * @param {string} source
 * @param {{ transformLiteral?: (text: string) => string, prefix?: string, suffix?: string }} [options]
 */
export function compileMessage(source, { transformLiteral = (text) => text, prefix = '', suffix = '' } = {}) {
  const ast = parse(source, PARSE_OPTIONS);
  const fixed = (/** @type {string} */ value) => {
    /** @type {Element} */
    const element = { type: TYPE.literal, value };
    fixedLiterals.add(element);
    return element;
  };
  if (prefix) ast.unshift(fixed(prefix));
  if (suffix) ast.push(fixed(suffix));
  // A message with values gives parts, so a value may be a React element (a name inside <bdi>).
  const rich = ast.some((element) => element.type !== TYPE.literal);
  const parts = compileParts(ast, { pound: null, transformLiteral, rich });
  if (parts.every((part) => part.literal)) return JSON.stringify(parts.map((part) => part.value).join(''));
  return `(v, f) => ${joinParts(parts, rich)}`;
}

/**
 * The arguments a message takes, by name, with their kind: `number`, `select`, `tag` or `text`.
 * @param {string} source
 */
export function messageArguments(source) {
  /** @type {Map<string, ArgumentKind>} */
  const found = new Map();
  const visit = (/** @type {Element[]} */ elements) => {
    for (const element of elements) {
      if (element.type === TYPE.argument) setKind(found, element.value, 'text');
      else if (element.type === TYPE.number) found.set(element.value, 'number');
      else if (element.type === TYPE.plural) {
        found.set(element.value, 'number');
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (element.type === TYPE.select) {
        found.set(element.value, 'select');
        for (const option of Object.values(element.options)) visit(option.value);
      } else if (element.type === TYPE.tag) {
        found.set(element.value, 'tag');
        visit(element.children);
      } else if (element.type === TYPE.date || element.type === TYPE.time) {
        throw new Error(
          `{${element.value}, date|time} is not used: format dates with Intl and pass the text`,
        );
      }
    }
  };
  visit(parse(source, PARSE_OPTIONS));
  return found;
}

/**
 * The plural forms each plural argument of a message offers (`one`, `other`, `=0`…), in order met.
 * @param {string} source
 */
export function pluralOptions(source) {
  /** @type {{ name: string, forms: string[] }[]} */
  const found = [];
  const visit = (/** @type {Element[]} */ elements) => {
    for (const element of elements) {
      if (element.type === TYPE.plural)
        found.push({ name: element.value, forms: Object.keys(element.options) });
      for (const option of Object.values(optionsOf(element))) visit(option.value);
      if (element.type === TYPE.tag) visit(element.children);
    }
  };
  visit(parse(source, PARSE_OPTIONS));
  return found;
}

/** @param {Element} element @returns {Record<string, { value: Element[] }>} */
const optionsOf = (element) =>
  element.type === TYPE.plural || element.type === TYPE.select ? element.options : {};

/** @param {Map<string, ArgumentKind>} found @param {string} name @param {ArgumentKind} kind */
function setKind(found, name, kind) {
  if (!found.has(name)) found.set(name, kind);
}

const value = (/** @type {string} */ name) => `v[${JSON.stringify(name)}]`;

/** @param {Element[]} elements @param {Context} context @returns {Part[]} */
function compileParts(elements, context) {
  return elements.map((element) => {
    switch (element.type) {
      case TYPE.literal:
        return {
          literal: true,
          value: fixedLiterals.has(element) ? element.value : context.transformLiteral(element.value),
        };
      case TYPE.argument:
        return {
          literal: false,
          value: context.rich ? value(element.value) : `String(${value(element.value)})`,
        };
      case TYPE.number:
        return { literal: false, value: `f.number(${value(element.value)})` };
      case TYPE.pound:
        if (!context.pound) throw new Error('# is only meaningful inside a plural');
        return { literal: false, value: context.pound };
      case TYPE.plural: {
        const pound = `f.number(${value(element.value)} - ${element.offset})`;
        const options = compileOptions(element.options, { ...context, pound });
        if (element.pluralType === 'ordinal') throw new Error('selectordinal is not used: say it in words');
        return {
          literal: false,
          value: `f.plural(${value(element.value)}, ${element.offset}, ${options})`,
          spread: context.rich,
        };
      }
      case TYPE.select:
        return {
          literal: false,
          value: `f.select(${value(element.value)}, ${compileOptions(element.options, context)})`,
          spread: context.rich,
        };
      case TYPE.tag: {
        const inner = compileParts(element.children, { ...context, rich: false });
        return { literal: false, value: `${value(element.value)}(${joinParts(inner, false)})` };
      }
      default:
        throw new Error(`Unsupported element of type ${element.type}`);
    }
  });
}

/** @param {Record<string, { value: Element[] }>} options @param {Context} context */
function compileOptions(options, context) {
  const entries = Object.entries(options).map(([key, option]) => {
    const parts = compileParts(option.value, context);
    return `${JSON.stringify(key)}: () => ${joinParts(parts, context.rich)}`;
  });
  return `{ ${entries.join(', ')} }`;
}

/**
 * Parts joined as one string, or for a message with tags as one array (plural and select parts spread).
 * @param {Part[]} parts @param {boolean} rich
 */
function joinParts(parts, rich) {
  if (parts.length === 0) return rich ? '[]' : '""';
  if (rich) {
    const items = parts.map((part) =>
      part.literal ? JSON.stringify(part.value) : part.spread ? `...${part.value}` : part.value,
    );
    return `[${items.join(', ')}]`;
  }
  return parts.map((part) => (part.literal ? JSON.stringify(part.value) : part.value)).join(' + ');
}
