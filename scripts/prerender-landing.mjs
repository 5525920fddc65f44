// Writes dist/web/landing.html: the built app page with the landing page already drawn inside #root,
// which the server sends for "/" to browsers without a session cookie. Its style sheet is written into
// the page and its text font is asked for at once, so the first paint waits for one download only and
// the font does not shift the text after it (CSP allows inline styles, not inline scripts). Run after
// `vite build`.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const webDir = path.join(root, 'dist/web');
const EMPTY_ROOT = '<div id="root"></div>';

const { landingMarkup } = await tsImport('../src/web/app/landing-markup.tsx', import.meta.url);
const { PRERENDERED_ATTRIBUTE } = await tsImport('../src/web/app/prerendered-landing.ts', import.meta.url);

const page = readFileSync(path.join(webDir, 'index.html'), 'utf8');
if (!page.includes(EMPTY_ROOT)) throw new Error(`dist/web/index.html has no ${EMPTY_ROOT} to fill.`);
const styleLink = /<link rel="stylesheet" crossorigin href="\/assets\/([^"]+\.css)">/.exec(page);
if (!styleLink) throw new Error('dist/web/index.html links no style sheet to write into the page.');
const css = readFileSync(path.join(webDir, 'assets', styleLink[1]), 'utf8');
const font = /url\((\/assets\/plus-jakarta-sans-latin-wght-normal-[^)]+\.woff2)\)/.exec(css);
if (!font) throw new Error('The style sheet names no Latin text font to ask for early.');
const preloadFont = `<link rel="preload" as="font" type="font/woff2" crossorigin href="${font[1]}">`;
const filled = `<div id="root" ${PRERENDERED_ATTRIBUTE}="landing">${landingMarkup()}</div>`;
const landing = page
  // The page is drawn already: its scripts' imports are found when they run, not raced against the paint.
  .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  .replace(styleLink[0], () => `${preloadFont}\n    <style>${css}</style>`)
  .replace(EMPTY_ROOT, () => filled);
writeFileSync(path.join(webDir, 'landing.html'), landing);
console.log('dist/web/landing.html written.');
