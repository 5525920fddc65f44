// Builds the owner app's service worker (src/web/service-worker/service-worker.ts) into dist/web/sw.js,
// with the files it keeps at install written into it: the app's page (index.html, which it shows for an
// owner's page opened offline), the web app manifest and its icons, and every file the owner app's
// pages load, found in the build's manifest from the app's entry through its static and lazy imports
// (decision 024). The friend pages' own files are left out: they are not read offline. The list's
// version is a hash of the files' contents, so a new build is a new service worker, which replaces the
// old one's files. Run after `vite build`, before precompress-assets.mjs.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webDir = path.join(root, 'dist/web');
/** @type {import('vite').Manifest} */
const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * Every file the chunk `key` may load: its own, its style sheets and assets, and its imports', lazy too.
 * @param {string} key @param {Set<string>} files @param {Set<string>} seen
 * @returns {Set<string>}
 */
function filesOf(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}.`);
  for (const file of [chunk.file, ...(chunk.css ?? []), ...(chunk.assets ?? [])]) files.add(`/${file}`);
  for (const imported of [...(chunk.imports ?? []), ...(chunk.dynamicImports ?? [])]) {
    filesOf(imported, files, seen);
  }
  return files;
}

const ownerFiles = [...filesOf('index.html')].filter((file) => file !== '/index.html').sort();
const urls = [
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/icons/icon-192.png',
  '/icons/icon-512.png',
  '/icons/maskable-512.png',
  '/icons/apple-touch-icon.png',
  ...ownerFiles,
];
const hash = createHash('sha256');
for (const url of urls) hash.update(url).update(readFileSync(path.join(webDir, url)));
const version = hash.digest('base64url').slice(0, 16);

await build({
  configFile: false,
  root,
  publicDir: false,
  logLevel: 'warn',
  define: {
    __PRECACHE_URLS__: JSON.stringify(urls),
    __PRECACHE_VERSION__: JSON.stringify(version),
  },
  build: {
    outDir: webDir,
    emptyOutDir: false,
    copyPublicDir: false,
    // A classic script: every browser with service workers runs one, not all run a module one.
    lib: {
      entry: path.join(root, 'src/web/service-worker/service-worker.ts'),
      formats: ['iife'],
      name: 'tiplistServiceWorker',
      fileName: () => 'sw.js',
    },
  },
});
const bytes = urls.reduce((sum, url) => sum + readFileSync(path.join(webDir, url)).length, 0);
console.log(
  `dist/web/sw.js written: ${urls.length} files kept at install (${(bytes / 1e6).toFixed(1)} MB), version ${version}.`,
);
