// Leaves in node_modules only the packages the built server can load: its dependencies, and the packages
// the server-drawn pages (dist/ssr) import, which vite.ssr.config.ts leaves in node_modules (React and the
// rest are devDependencies, as the browser's copies are bundled), each with what it needs in turn.
// `npm prune --omit=dev` cannot say this: it would drop React, and it keeps vitest, vite and esbuild, which
// better-auth names as optional peers. Run in the image's build stage after `npm run build`.
// Usage: node scripts/image/runtime-packages.mjs [projectDir]
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { lockClosure } from '../licences/package-graph.mjs';
import { packagesImportedUnder } from '../licences/shipped-packages.mjs';

/**
 * Removes every installed package whose lock path is not in `needed`, the scopes left empty, and the
 * command links, which a server never runs.
 * @param {string} project @param {Record<string, unknown>} lockPackages @param {Set<string>} needed
 */
function removeUnneeded(project, lockPackages, needed) {
  let removed = 0;
  for (const lockPath of Object.keys(lockPackages)) {
    const dir = path.join(project, lockPath);
    if (!lockPath.startsWith('node_modules/') || needed.has(lockPath) || !existsSync(dir)) continue;
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
  const lock = JSON.parse(readFileSync(path.join(project, 'package-lock.json'), 'utf8'));
  const drawn = packagesImportedUnder([path.join(project, 'dist/ssr')], (name) => name.endsWith('.js'));
  const roots = [...new Set([...Object.keys(manifest.dependencies ?? {}), ...drawn])];
  const { paths, missing } = lockClosure(lock.packages, roots);
  if (missing.length > 0)
    throw new Error(`The server's packages are not all installed:\n${missing.join('\n')}`);
  const removed = removeUnneeded(project, lock.packages, paths);
  const kept = [...paths].filter((lockPath) => existsSync(path.join(project, lockPath))).length;
  console.log(
    `Kept ${kept} packages (the server's dependencies and, for drawn pages, ${drawn.join(', ')}); ` +
      `removed ${removed}.`,
  );
}
