// Writes dist/web/.vite/page-chunks.json: for each page of src/shared/pages/page-table.ts with route
// modules, the script files they became with everything they import, less what its entry page loads anyway, and
// the files of each entry page.
// The server names them with the page (a `Link: rel=modulepreload` header), so a phone fetches them
// beside the entry instead of one round trip after it has run. Run after `vite build`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const manifestDir = path.join(root, 'dist/web/.vite');
/** @type {import('vite').Manifest} */
const manifest = JSON.parse(readFileSync(path.join(manifestDir, 'manifest.json'), 'utf8'));
const { PAGES, entryFileOf } = await tsImport('../src/shared/pages/page-table.ts', import.meta.url);

/**
 * The manifest keys `keys` load before they run: themselves and their static imports, all the way down.
 * @param {string[]} keys
 */
function loadedWith(keys) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build has no ${key}: update src/shared/pages/page-table.ts.`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

const fileOf = (/** @type {string} */ key) => `/${manifest[key]?.file}`;
/** @type {Record<string, string[]>} */
const entries = {};
/** @type {Record<string, string[]>} */
const pages = {};
for (const [page, row] of Object.entries(PAGES)) {
  if (!row.modules) continue;
  const entry = entryFileOf(row);
  const { modules } = row;
  const already = loadedWith([entry]);
  entries[entry] = [...already].map(fileOf);
  pages[page] = [...loadedWith(modules)].filter((key) => !already.has(key)).map(fileOf);
}

// Each language's catalogues (decision 068), by bundle: the file the build made of each.
/** @type {Record<string, Record<string, string>>} */
const messages = {};
for (const [key, chunk] of Object.entries(manifest)) {
  const found = /shared\/i18n\/compiled\/([\w-]+)\/(\w+)\.ts$/.exec(key);
  if (!found) continue;
  const [, locale = '', bundle = ''] = found;
  (messages[locale] ??= {})[bundle] = `/${chunk.file}`;
}
checkFriendPageKeys(entries[entryFileOf(PAGES.askById)] ?? []);
writeFileSync(
  path.join(manifestDir, 'page-chunks.json'),
  `${JSON.stringify({ entries, pages, messages }, null, 2)}\n`,
);
console.log(
  `dist/web/.vite/page-chunks.json: ${Object.entries(pages)
    .map(([page, files]) => `${page} ${files.length}`)
    .join(', ')} files.`,
);

/**
 * The friend page speaks only from the catalogues it loads (docs/translations.md): its first load from the
 * `friend` bundle, loaded before its first paint; every later part from `friend` and `public`, fetched with
 * it. A key of another bundle in its scripts would show as the key.
 * @param {string[]} firstLoad the files of its first load
 */
function checkFriendPageKeys(firstLoad) {
  const bundles = JSON.parse(readFileSync(path.join(root, 'src/shared/i18n/message-bundles.json'), 'utf8'));
  /** @param {string} bundle */
  const prefixesOf = (bundle) => /** @type {string[]} */ (bundles[bundle]).map((file) => `${file}.`);
  const later = [...prefixesOf('friend'), ...prefixesOf('public')];
  // Keys have short names in the build (scripts/message-keys-plugin.ts): read back through its table.
  /** @type {Record<string, string>} */
  const shortNames = JSON.parse(readFileSync(path.join(manifestDir, 'message-keys.json'), 'utf8'));
  const keys = new Map(Object.entries(shortNames).map(([key, name]) => [name, key]));
  /** @param {string} file @param {string[]} allowed */
  const strays = (file, allowed) =>
    [...readFileSync(path.join(root, 'dist/web', file), 'utf8').matchAll(/["'`](~[0-9a-z]+)["'`]/g)]
      .map((match) => keys.get(match[1] ?? '') ?? '')
      .filter((key) => key && !allowed.some((prefix) => key.startsWith(prefix)))
      .map((key) => `${key} (${file})`);
  const everything = reachedFrom(entryFileOf(PAGES.askById)).filter(
    (file) => !file.includes('/i18n/compiled/'),
  );
  const found = [
    ...firstLoad.flatMap((file) => strays(file, prefixesOf('friend'))),
    ...everything.map((key) => `/${manifest[key]?.file}`).flatMap((file) => strays(file, later)),
  ];
  if (found.length) {
    throw new Error(`The friend page uses keys outside its catalogues: ${[...new Set(found)].join(', ')}`);
  }
}

/**
 * Every manifest key `entry` may load, statically or on demand.
 * @param {string} entry
 */
function reachedFrom(entry) {
  /** @type {Set<string>} */
  const seen = new Set();
  const visit = (/** @type {string} */ key) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    for (const next of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) visit(next);
  };
  visit(entry);
  return [...seen];
}
