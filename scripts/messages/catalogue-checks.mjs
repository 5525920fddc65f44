import { compileMessage, messageArguments, pluralOptions } from './compile-message.mjs';

/**
 * The checks `npm run lint` runs on the catalogues (decision 068), as pure functions of what was read:
 * each returns the problems found, one line each.
 * @typedef {Record<string, Record<string, Record<string, string>>>} Catalogues locale → file → key → message
 */

/** Integers a count can plausibly be: the plural categories a language needs are those these fall in. */
const COUNTS = Array.from({ length: 10_001 }, (_, index) => index);

/**
 * The plural forms a message in `locale` must offer: each category some count falls in, unless every
 * such count has an exact form (`=0`, `=1`…).
 * @param {string} locale @param {string[]} forms
 */
export function missingPluralForms(locale, forms) {
  const rules = new Intl.PluralRules(locale);
  /** @type {Map<string, number[]>} */
  const counts = new Map();
  for (const count of COUNTS) {
    const category = rules.select(count);
    counts.set(category, [...(counts.get(category) ?? []), count]);
  }
  return [...counts]
    .filter(
      ([category, numbers]) => !forms.includes(category) && !numbers.every((n) => forms.includes(`=${n}`)),
    )
    .map(([category]) => category);
}

/** @param {Map<string, string>} found */
const describeArguments = (found) =>
  [...found]
    .map(([name, kind]) => `${name}:${kind}`)
    .sort()
    .join(', ');

/**
 * Every language has English's files and keys, no more; keys start with their file's name; every message
 * compiles; a translation takes English's arguments; each plural has its language's forms.
 * @param {Catalogues} catalogues @param {string} source
 */
export function checkCatalogues(catalogues, source) {
  /** @type {string[]} */
  const problems = [];
  const english = catalogues[source] ?? {};
  for (const [file, messages] of Object.entries(english)) {
    for (const key of Object.keys(messages)) {
      if (!key.startsWith(`${file}.`))
        problems.push(`${source}/${file}.json: "${key}" must start with "${file}."`);
    }
  }
  for (const [locale, files] of Object.entries(catalogues)) {
    for (const file of Object.keys(files)) {
      if (!english[file]) problems.push(`${locale}/${file}.json: English has no ${file}.json`);
    }
    for (const [file, englishMessages] of Object.entries(english)) {
      const messages = files[file] ?? {};
      for (const key of Object.keys(englishMessages)) {
        if (!(key in messages)) problems.push(`${locale}/${file}.json: "${key}" is missing`);
      }
      for (const [key, message] of Object.entries(messages)) {
        const englishMessage = englishMessages[key];
        if (englishMessage === undefined) {
          problems.push(`${locale}/${file}.json: "${key}" is not in English`);
          continue;
        }
        problems.push(...checkMessage(locale, `${locale}/${file}.json: "${key}"`, message, englishMessage));
      }
    }
  }
  return problems;
}

/** @param {string} locale @param {string} where @param {string} message @param {string} englishMessage */
function checkMessage(locale, where, message, englishMessage) {
  try {
    compileMessage(message);
  } catch (error) {
    return [`${where} does not parse: ${/** @type {Error} */ (error).message}`];
  }
  /** @type {string[]} */
  const problems = [];
  const wanted = describeArguments(messageArguments(englishMessage));
  const given = describeArguments(messageArguments(message));
  if (wanted !== given) problems.push(`${where} takes {${given}} where English takes {${wanted}}`);
  for (const { name, forms } of pluralOptions(message)) {
    const missing = missingPluralForms(locale, forms);
    if (missing.length) problems.push(`${where}: the plural of {${name}} lacks ${missing.join(', ')}`);
  }
  return problems;
}

/**
 * Every file is in exactly one bundle, and every bundle's files exist.
 * @param {Record<string, string[]>} bundles @param {string[]} files
 */
export function checkBundles(bundles, files) {
  /** @type {string[]} */
  const problems = [];
  for (const file of files) {
    const holders = Object.keys(bundles).filter((bundle) => bundles[bundle]?.includes(file));
    if (holders.length !== 1)
      problems.push(`${file}.json is in ${holders.length} bundles of message-bundles.json`);
  }
  for (const [bundle, bundleFiles] of Object.entries(bundles)) {
    for (const file of bundleFiles) {
      if (!files.includes(file)) problems.push(`bundle "${bundle}" names ${file}.json, which does not exist`);
    }
  }
  return problems;
}

/**
 * English keys no source file names as a quoted string: a text nobody shows any more.
 * @param {string[]} keys @param {string} sources every source file's text, joined
 */
export function unusedKeys(keys, sources) {
  const quoted = new Set();
  for (const match of sources.matchAll(/['"`]([a-z][\w-]*(?:\.[\w-]+)+)['"`]/g)) quoted.add(match[1]);
  return keys.filter((key) => !quoted.has(key));
}
