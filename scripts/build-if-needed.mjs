// Builds the app when any source is newer than the build (or the build is missing).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outputs = [
  'dist/node/server/main.js',
  'dist/web/index.html',
  'dist/web/friend.html',
  'dist/web/landing.html',
  'dist/web/.vite/page-chunks.json',
  'dist/web/third-party-licenses.txt',
  'dist/ssr/render-friend-page.js',
];
const inputs = [
  'src',
  'package.json',
  'vite.config.ts',
  'vite.ssr.config.ts',
  'tsconfig.base.json',
  'tsconfig.server.json',
  'scripts/prerender-pages.mjs',
  'scripts/precompress-assets.mjs',
  'scripts/page-chunks.mjs',
  'scripts/write-third-party-notices.mjs',
];

/** @param {string} target @returns {number} */
function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

function isFresh() {
  const built = outputs.map((file) => path.join(root, file));
  if (!built.every((file) => existsSync(file))) return false;
  const builtAt = Math.min(...built.map((file) => statSync(file).mtimeMs));
  return inputs
    .map((input) => path.join(root, input))
    .filter((input) => existsSync(input))
    .every((input) => newestMtime(input) <= builtAt);
}

export function buildIfNeeded() {
  if (isFresh()) return;
  console.log('Building Tiplist…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
