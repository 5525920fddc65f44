// Builds when the sources are newer than the last build, then serves (migrations run at start-up).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const serverEntry = path.join(root, 'dist/node/server/main.js');
const webEntry = path.join(root, 'dist/web/index.html');
const inputs = ['src', 'package.json', 'vite.config.ts', 'tsconfig.base.json', 'tsconfig.server.json'];

function newestMtime(target) {
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(target).reduce(
    (newest, name) => Math.max(newest, newestMtime(path.join(target, name))),
    0,
  );
}

function needsBuild() {
  if (!existsSync(serverEntry) || !existsSync(webEntry)) return true;
  const built = Math.min(statSync(serverEntry).mtimeMs, statSync(webEntry).mtimeMs);
  return inputs.some(
    (input) => existsSync(path.join(root, input)) && newestMtime(path.join(root, input)) > built,
  );
}

if (needsBuild()) {
  console.log('Building Tiplist…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

await import(pathToFileURL(serverEntry).href);
