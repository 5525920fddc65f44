// Writes dist/web/landing.html and dist/web/auth.html: the built app page with the landing page, or the
// sign-in page, already drawn inside #root, which the server sends for "/" and "/auth" to browsers
// without a session cookie. Its style sheet is written into the page and its text font is asked for at
// once, so the first paint waits for one download only and the font does not shift the text after it
// (CSP allows inline styles, not inline scripts). Its app script is loaded once the page has been
// painted. The friend page (friend.html) is given the same early font. Run after `vite build`.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webDir = path.join(root, 'dist/web');
const EMPTY_ROOT = '<div id="root"></div>';

const { pageMarkup } = await tsImport('../src/web/app/page-markup.tsx', import.meta.url);
const { PRERENDERED_ATTRIBUTE } = await tsImport('../src/web/app/prerendered-pages.ts', import.meta.url);
const { DRAWN_PAGES } = await tsImport('../src/shared/rules/drawn-pages.ts', import.meta.url);

const page = readFileSync(path.join(webDir, 'index.html'), 'utf8');
if (!page.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT} to fill.`);
const styleLink = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/.exec(page);
if (!styleLink) throw new Error('dist/web/index.html links no style sheet to write into the page.');
const css = readFileSync(path.join(webDir, 'assets', styleLink[1]), 'utf8');
const font = /url\((\/assets\/plus-jakarta-sans-latin-wght-normal-[^)]+\.woff2)\)/.exec(css);
if (!font) throw new Error('The style sheet names no Latin text font to ask for early.');
const preloadFont = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font[1]}">`;

// The page is drawn already: its app is asked for once the browser has shown it (or after 3 s, or at
// once in a hidden tab, which paints nothing), so its 150 KB of script do not share the phone's
// bandwidth and processor with the first paint; the largest text is then on screen about 0.5 s sooner
// under Lighthouse's mobile conditions. A CSP-allowed file, as inline scripts are not.
const appScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
if (!appScript) throw new Error('dist/web/index.html loads no app script to put after the paint.');
/** A CSP-allowed file that asks for `script` once the page has been painted (see above). */
function afterPaintLoader(script) {
  const loader = `let started = false;
const start = () => {
  if (started) return;
  started = true;
  import(${JSON.stringify(script)});
};
if (document.visibilityState === 'hidden') start();
new PerformanceObserver((list) => {
  if (list.getEntriesByName('first-contentful-paint').length > 0) start();
}).observe({ type: 'paint', buffered: true });
setTimeout(start, 3000);
`;
  const name = `after-paint-${createHash('sha256').update(loader).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(path.join(webDir, 'assets', name), loader);
  return name;
}
const loaderName = afterPaintLoader(appScript[1]);

for (const name of Object.keys(DRAWN_PAGES)) {
  const drawn = page
    // Its scripts' imports are found when they run, not raced against the paint.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(appScript[0], () => `<script type="module" src="/assets/${loaderName}"></script>`)
    .replace(styleLink[0], () => `${preloadFont}\n    <style>${css}</style>`)
    .replace(EMPTY_ROOT, () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${name}">${pageMarkup(name)}</div>`);
  writeFileSync(path.join(webDir, `${name}.html`), drawn);
  console.log(`dist/web/${name}.html written.`);
}

// The friend page's heading waits for its scripts and its trip, and its font was found only once the
// style sheet had arrived; asked for with the page, it no longer comes last (Lighthouse mobile: LCP
// 2.03 s to 1.89 s).
const friendFile = path.join(webDir, 'friend.html');
const friend = readFileSync(friendFile, 'utf8');
if (!friend.includes(styleLink[0])) throw new Error('dist/web/friend.html links another style sheet.');
writeFileSync(
  friendFile,
  friend.replace(styleLink[0], () => `${preloadFont}\n    ${styleLink[0]}`),
);
console.log('dist/web/friend.html: font preloaded.');

// A shared list the server draws (decision 022) is on screen before any script: like the landing
// page, its scripts are asked for once it has been painted, not raced against the paint.
const withFont = readFileSync(friendFile, 'utf8');
const friendScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
  withFont,
);
if (!friendScript) throw new Error('dist/web/friend.html loads no script to put after the paint.');
writeFileSync(
  path.join(webDir, 'friend-drawn.html'),
  withFont
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(
      friendScript[0],
      () => `<script type="module" src="/assets/${afterPaintLoader(friendScript[1])}"></script>`,
    ),
);
console.log('dist/web/friend-drawn.html written.');
