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
writeFileSync(path.join(manifestDir, 'page-chunks.json'), `${JSON.stringify({ entries, pages }, null, 2)}\n`);
console.log(
  `dist/web/.vite/page-chunks.json: ${Object.entries(pages)
    .map(([page, files]) => `${page} ${files.length}`)
    .join(', ')} files.`,
);
