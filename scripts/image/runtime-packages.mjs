// Leaves in node_modules only the packages the built server can load: its dependencies, and the packages
// the server-drawn pages (dist/ssr) import, which vite.ssr.config.ts leaves in node_modules (React and the
// rest are devDependencies, as the browser's copies are bundled), each with what it needs in turn.
// `npm prune --omit=dev` cannot say this: it would drop React, and it keeps vitest, vite and esbuild, which
// better-auth names as optional peers. Run in the image's build stage after `npm run build`.
// Usage: node scripts/image/runtime-packages.mjs [projectDir]
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';

const IMPORTED = /(?:\bfrom\s*|\bimport\s*\(?\s*)["']([^"'./][^"']*)["']/g;

/** The package a bare specifier names: `react-dom/server` → `react-dom`, `@a/b/c` → `@a/b`. */
const packageOf = (/** @type {string} */ specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/** @param {string} dir @returns {string[]} */
const filesUnder = (dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((name) => path.join(dir, name))
    .filter((file) => file.endsWith('.js') && statSync(file).isFile());

/** The packages the built files under `dir` import. @param {string} dir */
export function importedPackages(dir) {
  const names = new Set();
  for (const file of filesUnder(dir)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(IMPORTED)) {
      if (specifier && !isBuiltin(specifier)) names.add(packageOf(specifier));
    }
  }
  return [...names].sort();
}

/**
 * Where `name` resolves from `fromDir`, as Node looks: node_modules of the directory and its parents, up
 * to the project.
 * @param {string} project @param {string} fromDir @param {string} name
 */
function resolvePackage(project, fromDir, name) {
  for (let dir = fromDir; dir.startsWith(project); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === project) break;
  }
  return undefined;
}

/**
 * Every package directory reachable from `roots` through the dependencies a package loads.
 * @param {string} project @param {string[]} roots
 */
export function neededPackages(project, roots) {
  const needed = new Set();
  /** @param {string} dir */
  const visit = (dir) => {
    if (needed.has(dir)) return;
    needed.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    const optionalPeers = manifest.peerDependenciesMeta ?? {};
    const required = Object.keys(manifest.dependencies ?? {});
    const optional = [
      ...Object.keys(manifest.optionalDependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}).filter((name) => !optionalPeers[name]?.optional),
    ];
    for (const name of [...required, ...optional]) {
      const found = resolvePackage(project, dir, name);
      if (found) visit(found);
      else if (required.includes(name) && !optional.includes(name)) {
        throw new Error(
          `${path.relative(project, dir) || 'the project'} needs ${name}, which is not installed.`,
        );
      }
    }
  };
  for (const name of roots) {
    const found = resolvePackage(project, project, name);
    if (!found) throw new Error(`${name} is imported by the build but not installed: run npm ci first.`);
    visit(found);
  }
  needed.delete(project);
  return needed;
}

/**
 * Removes every installed package not in `needed`, and the command links, which a server never runs.
 * @param {string} project @param {Set<string>} needed
 */
function removeUnneeded(project, needed) {
  const lock = JSON.parse(readFileSync(path.join(project, 'package-lock.json'), 'utf8'));
  let removed = 0;
  for (const key of Object.keys(lock.packages)) {
    const dir = path.join(project, key);
    if (!key.startsWith('node_modules/') || needed.has(dir) || !existsSync(dir)) continue;
    rmSync(dir, { recursive: true, force: true });
    removed += 1;
  }
  const modules = path.join(project, 'node_modules');
  for (const scope of readdirSync(modules).filter((name) => name.startsWith('@'))) {
    if (readdirSync(path.join(modules, scope)).length === 0)
      rmSync(path.join(modules, scope), { recursive: true });
  }
  rmSync(path.join(modules, '.bin'), { recursive: true, force: true });
  rmSync(path.join(modules, '.package-lock.json'), { force: true });
  return removed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const project = path.resolve(process.argv[2] ?? '.');
  const manifest = JSON.parse(readFileSync(path.join(project, 'package.json'), 'utf8'));
  const drawn = importedPackages(path.join(project, 'dist/ssr'));
  const roots = [...new Set([...Object.keys(manifest.dependencies ?? {}), ...drawn])];
  const needed = neededPackages(project, roots);
  const removed = removeUnneeded(project, needed);
  console.log(
    `Kept ${needed.size} packages (the server's dependencies and, for drawn pages, ${drawn.join(', ')}); ` +
      `removed ${removed}.`,
  );
}
