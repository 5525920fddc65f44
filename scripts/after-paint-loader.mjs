// The script a drawn page loads in place of its app (scripts/prerender-pages.mjs): a CSP-allowed file
// that asks for the app once the browser has shown the page (or after 3 s, or at once in a hidden tab,
// which paints nothing), so the app's script does not share the phone's bandwidth and processor with
// the first paint.
//
// Lighthouse's phone runs each task four times slower, and counts every one over 50 ms against the page.
// So the loader works in small tasks: it asks for one file per task (Chrome spends a few milliseconds on
// each preload it is given, more once the file is in), then runs the files one per task, each after what
// it imports and the entry last. The page's own files that do not need the entry run before it, so the
// entry's first route finds them ready instead of running them all in the task that starts the app. Run
// as one module graph, all of it was one task of about 200 ms on this machine.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** @typedef {import('vite').Manifest} Manifest */

/** @param {string} webDir @returns {Manifest} */
const readManifest = (webDir) =>
  JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));

/**
 * The manifest keys `key` loads, each after what it imports, `key` last.
 * @param {Manifest} manifest @param {string} key @param {string[]} ordered @param {Set<string>} seen
 * @returns {string[]}
 */
function keysInImportOrder(manifest, key, ordered = [], seen = new Set()) {
  if (seen.has(key)) return ordered;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`The build's manifest has no ${key}.`);
  for (const imported of chunk.imports ?? []) keysInImportOrder(manifest, imported, ordered, seen);
  ordered.push(key);
  return ordered;
}

/**
 * The files the loader runs, in order: the entry's imports, then those of `pageFiles` that can run
 * without the entry (with what they import), then the entry. The rest of `pageFiles` need the entry:
 * its router runs them.
 * @param {string} webDir @param {string} entry @param {string[]} pageFiles
 */
export function runOrder(webDir, entry, pageFiles = []) {
  const manifest = readManifest(webDir);
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [`/${chunk.file}`, key]));
  const needsEntry = (/** @type {string} */ key) => keysInImportOrder(manifest, key).includes(entry);
  const ordered = keysInImportOrder(manifest, entry).filter((key) => key !== entry);
  const seen = new Set(ordered);
  for (const file of pageFiles) {
    const key = keyOfFile.get(file);
    if (!key) throw new Error(`The build's manifest has no file ${file}.`);
    if (needsEntry(key)) continue;
    for (const step of keysInImportOrder(manifest, key)) {
      if (!seen.has(step)) ordered.push(step);
      seen.add(step);
    }
  }
  return [...ordered, entry].map((key) => `/${manifest[key]?.file}`);
}

/**
 * Writes the loader of `entry` into dist/web/assets and answers its address. `pageFiles` are the files
 * of the page it was drawn for: fetched with the app, run before it where they can be.
 * @param {string} webDir @param {string} entry @param {string[]} pageFiles
 */
export function writeAfterPaintLoader(webDir, entry, pageFiles = []) {
  const steps = runOrder(webDir, entry, pageFiles);
  const fetchAlso = pageFiles.filter((file) => !steps.includes(file));
  const loader = `const steps = ${JSON.stringify(steps)};
const fetchAlso = ${JSON.stringify(fetchAlso)};
const channel = new MessageChannel();
// A message, unlike a nested timer, is not held back 4 ms: the next task comes as soon as the page allows.
const nextTask = () =>
  new Promise((resolve) => {
    channel.port1.onmessage = resolve;
    channel.port2.postMessage(null);
  });
// The page's texts, named by the server in the language it drew the page in (src/shared/rules/page-catalogues.ts):
// fetched with the app, so the app does not wait for them once it runs.
const catalogues = () => {
  try {
    return Object.values(JSON.parse(document.getElementById('tiplist-catalogues')?.textContent ?? '{}'));
  } catch {
    return [];
  }
};
let started = false;
async function start() {
  if (started) return;
  started = true;
  clearTimeout(fallback);
  for (const href of [...steps, ...catalogues(), ...fetchAlso]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
  for (const href of steps) {
    await import(href);
    await nextTask();
  }
}
const fallback = setTimeout(() => void start(), 3000);
if (document.visibilityState === 'hidden') void start();
new PerformanceObserver((list) => {
  if (list.getEntriesByName('first-contentful-paint').length > 0) void start();
}).observe({ type: 'paint', buffered: true });
`;
  const name = `after-paint-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(webDir, 'assets', name), loader);
  return `/assets/${name}`;
}
