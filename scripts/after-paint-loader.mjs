// The script a drawn page loads in place of its app (scripts/prerender-pages.mjs): a CSP-allowed file
// that asks for the app once the browser has shown the page (or after 3 s, or at once in a hidden tab,
// which paints nothing), so the app's script does not share the phone's bandwidth and processor with
// the first paint.
//
// It fetches the entry's files all at once, then runs them one at a time, each in a task of its own,
// the entry last. Run as one module graph, they were one task of about 200 ms on this machine, four
// times that on Lighthouse's phone, all of it blocking the page just as it can first be used.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The files `entry` (a Vite manifest key, e.g. "index.html") loads, each after what it imports. */
export function importOrder(webDir, entry) {
  const manifest = JSON.parse(readFileSync(path.join(webDir, '.vite', 'manifest.json'), 'utf8'));
  const ordered = [];
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`The build's manifest has no ${key}.`);
    for (const imported of chunk.imports ?? []) visit(imported);
    ordered.push(`/${chunk.file}`);
  };
  visit(entry);
  return ordered;
}

/**
 * Writes the loader of `entry` into dist/web/assets and answers its address. `fetchAlso` are files the
 * page will ask for once its app runs (a page's own code): fetched with the app, run when it asks.
 */
export function writeAfterPaintLoader(webDir, entry, fetchAlso = []) {
  const steps = importOrder(webDir, entry);
  const loader = `const steps = ${JSON.stringify(steps)};
const fetchAlso = ${JSON.stringify(fetchAlso)};
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));
let started = false;
async function start() {
  if (started) return;
  started = true;
  const hrefs = [...steps, ...fetchAlso];
  // Each link starts a download, which costs the page a moment: a few at a time.
  for (let from = 0; from < hrefs.length; from += 8) {
    for (const href of hrefs.slice(from, from + 8)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = href;
      document.head.append(link);
    }
    await nextTask();
  }
  for (const href of steps) {
    await import(href);
    await nextTask();
  }
}
if (document.visibilityState === 'hidden') void start();
new PerformanceObserver((list) => {
  if (list.getEntriesByName('first-contentful-paint').length > 0) void start();
}).observe({ type: 'paint', buffered: true });
setTimeout(() => void start(), 3000);
`;
  const name = `after-paint-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(webDir, 'assets', name), loader);
  return `/assets/${name}`;
}
