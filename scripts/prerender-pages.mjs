// Writes dist/web/landing.html and dist/web/auth.html: the built app page with the landing page, or the
// sign-in page, already drawn inside #root (and landing.<language>.html, auth.<language>.html in each language), which the server sends for "/" and "/auth" to browsers
// without a session cookie; and app-render-shell.html, the same page left empty for the server to draw an
// owner's page into. Its style sheet is written into the page and its text font is asked for at once,
// so the first paint waits for one download only and the font does not shift the text after it (CSP
// allows inline styles, not inline scripts). Its app script is loaded once the page has been painted.
// The friend page (friend.html) is given the same early font. Run after `vite build`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import { writeAfterPaintLoader } from './after-paint-loader.mjs';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webDir = path.join(root, 'dist/web');
const EMPTY_ROOT = '<div id="root"></div>';

const { pageMarkup, pageInLanguage } = await tsImport('../src/web/app/page-markup.tsx', import.meta.url);
const { LOCALES, PSEUDO_LOCALES } = await tsImport('../src/shared/i18n/locales.ts', import.meta.url);
const { PRERENDERED_ATTRIBUTE } = await tsImport('../src/web/app/prerendered-pages.ts', import.meta.url);
const { PRERENDERED_PAGES } = await tsImport('../src/shared/rules/prerendered-pages.ts', import.meta.url);

const page = readFileSync(path.join(webDir, 'index.html'), 'utf8');
if (!page.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT} to fill.`);
const styleLink = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/.exec(page);
if (!styleLink) throw new Error('dist/web/index.html links no style sheet to write into the page.');
const css = readFileSync(path.join(webDir, 'assets', styleLink[1] ?? ''), 'utf8');
const font = /url\((\/assets\/plus-jakarta-sans-latin-wght-normal-[^)]+\.woff2)\)/.exec(css);
if (!font) throw new Error('The style sheet names no Latin text font to ask for early.');
const preloadFont = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font[1]}">`;

// The page is drawn already: its app is asked for once the browser has shown it (after-paint-loader.mjs);
// the largest text is then on screen about 0.5 s sooner under Lighthouse's mobile conditions.
const appScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(page);
if (!appScript) throw new Error('dist/web/index.html loads no app script to put after the paint.');
const loaderScript = (/** @type {string} */ src) => `<script type="module" src="${src}"></script>`;

// The style sheet is named, disabled (never downloaded), so that a lazily loaded part of the page, which
// asks for the style sheets it needs unless the page links them, does not download and apply it a second
// time: on a phone, a 220 ms restyle of the whole page just as it comes alive.
const styleSheetWrittenIn = `<link rel="stylesheet" href="/assets/${styleLink[1]}" disabled>`;
const afterPaintShell = (/** @type {string} */ loader) =>
  page
    // Its scripts' imports are fetched by the loader, not raced against the paint.
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(appScript[0], () => loaderScript(loader))
    .replace(styleLink[0], () => `${preloadFont}\n    <style>${css}</style>\n    ${styleSheetWrittenIn}`);
const buildShell = afterPaintShell(writeAfterPaintLoader(webDir, 'index.html'));
// Once per language (decision 068): the server sends each visitor theirs, `<name>.<language>.html`.
const languages = [...LOCALES, ...PSEUDO_LOCALES].map((/** @type {{ tag: string }} */ { tag }) => tag);
for (const name of Object.keys(PRERENDERED_PAGES)) {
  for (const locale of languages) {
    const markup = await pageMarkup(name, locale);
    const prerendered = buildShell.replace(
      EMPTY_ROOT,
      () => `<div id="root" ${PRERENDERED_ATTRIBUTE}="${name}">${markup}</div>`,
    );
    writeFileSync(path.join(webDir, `${name}.${locale}.html`), await pageInLanguage(prerendered, locale));
  }
  // The page as built, in English, for what reads it without a language.
  writeFileSync(path.join(webDir, `${name}.html`), readFileSync(path.join(webDir, `${name}.en.html`)));
  console.log(`dist/web/${name}.html written, and in ${languages.length} languages.`);
}
// The owner's trip page is drawn by the server into the same shell (decision 042): on screen from the
// HTML, its scripts asked for once it has been painted, the trip page's own code with them.
const { pages } = JSON.parse(readFileSync(path.join(webDir, '.vite', 'page-chunks.json'), 'utf8'));
writeFileSync(
  path.join(webDir, 'app-render-shell.html'),
  afterPaintShell(writeAfterPaintLoader(webDir, 'index.html', pages.trip)),
);
console.log('dist/web/app-render-shell.html written.');
// So are the map pages (decision 067), each in a shell that asks for its own page's code.
const { MAP_PAGES, mapShellOf } = await tsImport('../src/shared/rules/rendered-app-page.ts', import.meta.url);
for (const name of MAP_PAGES) {
  const shell = afterPaintShell(writeAfterPaintLoader(webDir, 'index.html', pages[name]));
  writeFileSync(path.join(webDir, mapShellOf(name)), shell);
  console.log(`dist/web/${mapShellOf(name)} written.`);
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

// A shared list the server draws (decision 041) is on screen before any script: like the landing
// page, its scripts are asked for once it has been painted, not raced against the paint.
const withFont = readFileSync(friendFile, 'utf8');
const friendScript = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/.exec(
  withFont,
);
if (!friendScript) throw new Error('dist/web/friend.html loads no script to put after the paint.');
writeFileSync(
  path.join(webDir, 'friend-render-shell.html'),
  withFont
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(friendScript[0], () =>
      loaderScript(writeAfterPaintLoader(webDir, 'friend.html', pages.sharedList)),
    ),
);
console.log('dist/web/friend-render-shell.html written.');
