import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { MAP_PAGES, mapShellOf } from '../../src/shared/rules/rendered-app-page.js';

/** A build's web folder, with `pages` in it and a drawing for the server (`ssr/<file>`) beside it. */
function builtWith(pages: Record<string, string>, rendering: { file: string; source: string }): string {
  const root = mkdtempSync(path.join(tmpdir(), 'tiplist-drawn-'));
  const web = path.join(root, 'web');
  mkdirSync(path.join(web, 'assets'), { recursive: true });
  for (const [name, text] of Object.entries(pages)) writeFileSync(path.join(web, name), text);
  // German catalogues' files, as scripts/page-chunks.mjs lists a build's (decision 068).
  mkdirSync(path.join(web, '.vite'));
  const messages = {
    de: { friend: '/assets/friend-de.js', public: '/assets/public-de.js', app: '/assets/app-de.js' },
  };
  writeFileSync(
    path.join(web, '.vite', 'page-chunks.json'),
    JSON.stringify({ entries: {}, pages: {}, messages }),
  );
  mkdirSync(path.join(root, 'ssr'));
  writeFileSync(path.join(root, 'ssr', rendering.file), rendering.source);
  return web;
}

/** A build with an app page to draw into and a drawing that shows what it was given. */
export function builtAppPages(): string {
  const app = (script: string) =>
    `<!doctype html><html lang="en"><head><title data-t="pages.app.title">Tiplist · Collect and share travel tips</title></head><body><div id="root"></div>\n<noscript data-t="pages.noscript">JS</noscript>${script}</body></html>`;
  return builtWith(
    {
      'index.html': app('<script src="/assets/main.js"></script>'),
      'app-render-shell.html': app('<script src="/assets/after-paint.js"></script>'),
      ...Object.fromEntries(
        MAP_PAGES.map((name) => [
          mapShellOf(name),
          app(`<script src="/assets/after-paint-${name}.js"></script>`),
        ]),
      ),
    },
    {
      file: 'render-app-page.js',
      source: `const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const mapped = (list) => list.kind === 'shared'
  ? (list.shared.page === 'shared-favorites' ? list.shared.shared : list.shared.guidebook)
  : list.detail;
export async function renderAppPage(pathname, drawn, locale) {
  if (drawn.page === 'map') {
    const { list } = drawn;
    const shown = mapped(list);
    const title = shown.trip?.destination ?? shown.guidebook?.title ?? shown.destination ?? shown.title;
    if (title === 'Undrawable') throw new Error('This part cannot be drawn.');
    return '<h1>' + text(title) + '</h1><p>' + text(pathname) + ' ' + text(drawn.user?.first_name ?? 'visitor') +
      ' ' + list.kind + ' ' + shown.recommendations.length + '</p><p>in ' + locale + '</p>';
  }
  if (drawn.detail.trip.destination === 'Undrawable') throw new Error('This part cannot be drawn.');
  return '<h1>' + text(drawn.detail.trip.destination) + '</h1><p>' + text(pathname) + ' ' +
    text(drawn.user.first_name) + ' ' + drawn.detail.recommendations.length + '</p><p>in ' + locale + '</p>';
}`,
    },
  );
}

/** A build with a friend page to draw into and a drawing that shows what it was given. */
export function builtFriendPages(): string {
  const friend = (script: string) =>
    `<!doctype html><html lang="en"><head><title data-t="pages.friend.title">Share your travel tips · Tiplist</title></head><body><div id="root"><p data-t="friend.loading">Loading...</p></div>\n<noscript data-t="pages.noscript">JS</noscript>${script}</body></html>`;
  return builtWith(
    {
      'index.html': '<!doctype html><div id="root"></div>',
      'friend.html': friend('<script src="/assets/friend.js"></script>'),
      'friend-render-shell.html': friend('<script src="/assets/after-paint.js"></script>'),
    },
    {
      file: 'render-friend-page.js',
      source: `const text = (value) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');
export async function renderFriendPage(pathname, drawn, locale) {
  const title = drawn.page === 'shared-favorites' ? drawn.shared.destination : drawn.guidebook.title;
  return '<h1>' + text(title) + '</h1><p>' + text(pathname) + ' ' + drawn.signedIn + '</p><p>in ' + locale + '</p>';
}`,
    },
  );
}
