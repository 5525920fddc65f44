// Checks the catalogues of src/shared/i18n/messages (decision 068): every language has every English key
// and no other, every message compiles with English's arguments and its language's plural forms, every
// file is in one bundle, and every key is used by the source. Run by `npm run lint`.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readBundles, readCatalogues, SOURCE } from './compile-messages.mjs';
import { checkBundles, checkCatalogues, unusedKeys } from './messages/catalogue-checks.mjs';

const SOURCES = 'src';
const SKIPPED = [join(SOURCES, 'shared/i18n/messages'), join(SOURCES, 'shared/i18n/compiled')];

/** @param {string} folder @returns {string[]} */
function sourceFiles(folder) {
  if (SKIPPED.includes(folder)) return [];
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx|mjs|html)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const catalogues = readCatalogues();
const english = catalogues[SOURCE] ?? {};
const sources = sourceFiles(SOURCES)
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');
const keys = Object.values(english).flatMap((messages) => Object.keys(messages));
// `--english-only`: while texts are being written, leave out what only the translations still lack.
const englishOnly = process.argv.includes('--english-only');
const problems = [
  ...checkBundles(readBundles(), Object.keys(english)),
  ...checkCatalogues(catalogues, SOURCE).filter((problem) => !englishOnly || !problem.endsWith('is missing')),
  ...unusedKeys(keys, sources).map((key) => `"${key}" is in the catalogues but no source file uses it`),
];
if (problems.length) {
  console.error(
    `The catalogues have ${problems.length} problem(s):\n${problems.map((p) => `  ${p}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `Catalogues: ${keys.length} messages in ${Object.keys(catalogues).length} languages, all present.`,
);
