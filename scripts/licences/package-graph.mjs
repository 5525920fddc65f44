// Pure parts of finding the shipped packages (shipped-packages.mjs): the packages a source file imports,
// and everything they need in turn as package-lock.json records it.
import { builtinModules } from 'node:module';

/**
 * Import forms that load a package at run time: `import … from`, `export … from`, a bare `import '…'`,
 * `import('…')`, and CSS `@import` / `@plugin`. `import type` and `export type` load nothing. A statement
 * starts a line, so words such as "import … from" inside a message's text are not read as one.
 */
const IMPORT_FORMS = [
  /^\s*import\s+(?!type\s)[^'"`;]*?\bfrom\s*['"]([^'"\n]+)['"]/gm,
  /^\s*export\s+(?!type\s)[^'"`;]*?\bfrom\s*['"]([^'"\n]+)['"]/gm,
  /^\s*import\s*['"]([^'"\n]+)['"]/gm,
  /\bimport\s*\(\s*['"]([^'"\n]+)['"]/g,
  /@(?:import|plugin)\s+(?:url\(\s*)?['"]([^'"\n]+)['"]/g,
];

const BUILTINS = new Set(builtinModules);

/**
 * The package a module specifier names, or undefined for a relative path, a URL, a Node built-in or a
 * build-time virtual module: `react-dom/client` → `react-dom`, `@scope/pkg/x?url` → `@scope/pkg`.
 * @param {string} specifier
 */
export function packageOfSpecifier(specifier) {
  if (/^[./#]/.test(specifier) || specifier.includes(':')) return undefined;
  const parts = specifier.split('?')[0]?.split('/') ?? [];
  const name = specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
  if (!name || BUILTINS.has(name) || (name.startsWith('@') && !name.includes('/'))) return undefined;
  return name;
}

/**
 * The packages a source file (TypeScript, JavaScript, CSS) imports for its run time.
 * @param {string} source
 */
export function bareImportsOf(source) {
  const names = new Set();
  for (const form of IMPORT_FORMS) {
    for (const match of source.matchAll(form)) {
      const name = packageOfSpecifier(match[1] ?? '');
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}

/**
 * @typedef {{ dependencies?: Record<string, string>, optionalDependencies?: Record<string, string>,
 *   peerDependencies?: Record<string, string>,
 *   peerDependenciesMeta?: Record<string, { optional?: boolean }> }} GraphEntry
 */

/**
 * Where Node finds package `name` required from the package at `from` (a lock path, '' for the root):
 * its own node_modules, then each enclosing one.
 * @param {Record<string, GraphEntry>} entries @param {string} name @param {string} from
 */
export function resolveInLock(entries, name, from) {
  let base = from;
  for (;;) {
    const candidate = base ? `${base}/node_modules/${name}` : `node_modules/${name}`;
    if (entries[candidate]) return candidate;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/**
 * The lock paths of `names` (imported by our sources) and of everything they depend on: dependencies,
 * optional ones where the lock holds them (other platforms' builds are left out of installs anyway), and
 * peers that are not optional. `missing` names what the lock cannot answer.
 * @param {Record<string, GraphEntry>} entries @param {readonly string[]} names
 */
export function lockClosure(entries, names) {
  /** @type {Set<string>} */
  const paths = new Set();
  /** @type {string[]} */
  const missing = [];
  const visit = (/** @type {string} */ lockPath) => {
    if (paths.has(lockPath)) return;
    paths.add(lockPath);
    const entry = entries[lockPath] ?? {};
    const needed = { ...entry.dependencies };
    for (const peer of Object.keys(entry.peerDependencies ?? {})) {
      if (!entry.peerDependenciesMeta?.[peer]?.optional) needed[peer] = '';
    }
    for (const name of Object.keys(needed)) {
      const found = resolveInLock(entries, name, lockPath);
      if (found) visit(found);
      else missing.push(`${lockPath} needs ${name}, which package-lock.json does not hold.`);
    }
    for (const name of Object.keys(entry.optionalDependencies ?? {})) {
      const found = resolveInLock(entries, name, lockPath);
      if (found) visit(found);
    }
  };
  for (const name of names) {
    const found = resolveInLock(entries, name, '');
    if (found) visit(found);
    else missing.push(`The sources import ${name}, which package-lock.json does not hold.`);
  }
  return { paths, missing };
}
