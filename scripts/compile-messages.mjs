import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessage, messageArguments } from './messages/compile-message.mjs';
import { accent, padding, PSEUDO_LOCALES, rightToLeft } from './messages/pseudo-locales.mjs';

/**
 * Compiles the catalogues of `src/shared/i18n/messages/{locale}/{file}.json` (ICU MessageFormat) into
 * TypeScript modules under `src/shared/i18n/compiled/` (decision 068): one per language and bundle of
 * `message-bundles.json`, the loader of each bundle, and the type of every key's arguments. The modules
 * are written again only when they change. Run by build, typecheck, dev and test, and after install.
 */
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const I18N = join(ROOT, 'src/shared/i18n');
const MESSAGES = join(I18N, 'messages');
const COMPILED = join(I18N, 'compiled');
export const SOURCE = 'en';

const HEADER =
  '// Written by scripts/compile-messages.mjs from src/shared/i18n/messages: edit those, not this.\n';

/** Every language's catalogue files: `{ [locale]: { [file]: { [key]: message } } }`. */
export function readCatalogues(messages = MESSAGES) {
  const catalogues = {};
  for (const locale of readdirSync(messages).sort()) {
    catalogues[locale] = {};
    for (const name of readdirSync(join(messages, locale)).sort()) {
      if (!name.endsWith('.json')) continue;
      catalogues[locale][name.slice(0, -'.json'.length)] = JSON.parse(
        readFileSync(join(messages, locale, name), 'utf8'),
      );
    }
  }
  return catalogues;
}

export const readBundles = () => JSON.parse(readFileSync(join(I18N, 'message-bundles.json'), 'utf8'));

/** The messages of a bundle in one language; a pseudo-language's made from English. */
function bundleSource(catalogues, bundle, files, locale) {
  const pseudo = PSEUDO_LOCALES[locale];
  const from = catalogues[pseudo ? pseudo.from : locale] ?? {};
  // Keys are English's: one a language lacks is shown in English, and `npm run lint` fails on it.
  const entries = files.flatMap((file) =>
    Object.entries(catalogues[SOURCE][file] ?? {}).map(([key, english]) => [
      key,
      from[file]?.[key] ?? english,
    ]),
  );
  return entries.map(([key, source]) => {
    try {
      if (!pseudo) return [key, compileMessage(source)];
      if (pseudo.dir === 'rtl') return [key, compileMessage(source, { transformLiteral: rightToLeft })];
      const suffix = ` ${padding(source.length)}⟧`;
      return [key, compileMessage(source, { transformLiteral: accent, prefix: '⟦', suffix })];
    } catch (error) {
      throw new Error(`${key}: ${error.message}`, { cause: error });
    }
  });
}

function catalogueModule(compiled) {
  const body = compiled.map(([key, code]) => `  ${JSON.stringify(key)}: ${code},`).join('\n');
  return `${HEADER}import type { Catalogue } from '../../translate.js';\n\nexport default {\n${body}\n} satisfies Catalogue;\n`;
}

const ARGUMENT_TYPES = { number: 'number', select: 'string', text: 'string | number', tag: 'TagFunction' };
/** In parts (`rich`), a text value may be anything drawable: a name inside `<bdi>`. */
const RICH_ARGUMENT_TYPES = { ...ARGUMENT_TYPES, text: 'unknown' };

/** @param {Record<string, string>} english @param {string} name @param {Record<string, string>} types */
function argumentsInterface(english, name, types) {
  const lines = Object.entries(english).map(([key, source]) => {
    const args = [...messageArguments(source)].map(([arg, kind]) => `${JSON.stringify(arg)}: ${types[kind]}`);
    return `  ${JSON.stringify(key)}: ${args.length ? `{ ${args.join('; ')} }` : 'undefined'};`;
  });
  return `export interface ${name} {\n${lines.join('\n')}\n}\n`;
}

/** @param {Record<string, string>} english */
function typesModule(english) {
  return [
    `${HEADER}import type { TagFunction } from '../tag-function.js';\n`,
    "/** Every message's key, with the values it takes. */",
    argumentsInterface(english, 'MessageArguments', ARGUMENT_TYPES),
    '/** The same, as `rich` takes them: any drawable value where a text goes. */',
    argumentsInterface(english, 'RichMessageArguments', RICH_ARGUMENT_TYPES),
  ].join('\n');
}

/** @param {string} bundle @param {string[]} locales */
function loaderModule(bundle, locales) {
  const perLocale = locales.map(
    (locale) => `  ${JSON.stringify(locale)}: () => import('../${locale}/${bundle}.js'),`,
  );
  return [
    `${HEADER}import type { BundleLoader } from '../../catalogues.js';\n`,
    `/** The ${bundle} bundle's catalogue in each language, fetched on demand. */`,
    `const files = {\n${perLocale.join('\n')}\n};\n`,
    `export default {\n  bundle: ${JSON.stringify(bundle)},\n  load: (locale) => files[locale](),\n} satisfies BundleLoader;\n`,
  ].join('\n');
}

function writeIfChanged(path, text, written) {
  written.add(path);
  if (existsSync(path) && readFileSync(path, 'utf8') === text) return;
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
}

/** Writes every compiled module; a message that does not parse throws, naming its file and key. */
export function compileMessages() {
  const catalogues = readCatalogues();
  const bundles = readBundles();
  const locales = [...Object.keys(catalogues), ...Object.keys(PSEUDO_LOCALES)];
  const written = new Set();
  for (const locale of locales) {
    for (const [bundle, files] of Object.entries(bundles)) {
      let compiled;
      try {
        compiled = bundleSource(catalogues, bundle, files, locale);
      } catch (error) {
        throw new Error(`${locale}/${bundle}: ${error.message}`, { cause: error });
      }
      writeIfChanged(join(COMPILED, locale, `${bundle}.ts`), catalogueModule(compiled), written);
    }
  }
  const english = Object.assign({}, ...Object.values(catalogues[SOURCE]));
  writeIfChanged(join(COMPILED, 'message-types.ts'), typesModule(english), written);
  for (const bundle of Object.keys(bundles)) {
    writeIfChanged(join(COMPILED, 'loaders', `${bundle}.ts`), loaderModule(bundle, locales), written);
  }
  removeStale(COMPILED, written);
}

function removeStale(folder, written) {
  if (!existsSync(folder)) return;
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) removeStale(path, written);
    else if (!written.has(path)) rmSync(path);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) compileMessages();
