// Builds the container image tiplist:latest (scripts/image/build.mjs says on which base).
// Usage: npm run image [-- --base <image>]   e.g. --base node:24.21.0-bookworm-slim
import { buildImage } from './image/build.mjs';
import { IMAGE } from './image/versions.mjs';

const args = process.argv.slice(2);
const baseAt = args.indexOf('--base');
const base = baseAt >= 0 ? args[baseAt + 1] : undefined;
if ((baseAt >= 0 && !base) || args.some((arg, index) => index !== baseAt && index !== baseAt + 1)) {
  console.error('Usage: npm run image [-- --base <image>]');
  process.exit(2);
}

try {
  const built = await buildImage({ base });
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`;
  console.log(
    `\n${IMAGE} built on ${built.base}${built.made ? ' (made now)' : ''}: ` +
      `${(built.sizeBytes / 1e6).toFixed(0)} MB, base ${seconds(built.baseMs)}, build ${seconds(built.buildMs)}.`,
  );
} catch (error) {
  console.error(`\n${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
