import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import type { MessageBundle } from '../../shared/i18n/messages.js';
import { entryFileOf, needsSession, pageAt, type PageName } from '../../shared/pages/page-table.js';

/** What the build wrote in page-chunks.json (scripts/page-chunks.mjs): script files by entry and by page. */
export interface PageChunks {
  entries: Partial<Record<ReturnType<typeof entryFileOf>, string[]>>;
  pages: Partial<Record<PageName, string[]>>;
  /** Each language's catalogue files, by bundle (decision 068). */
  messages?: Partial<Record<string, Partial<Record<MessageBundle, string>>>>;
}

/** The catalogues each entry loads before it draws (its main.tsx). */
const ENTRY_BUNDLES: Record<ReturnType<typeof entryFileOf>, readonly MessageBundle[]> = {
  'friend.html': ['friend'],
  'index.html': ['friend', 'public', 'app'],
  // The follow pages are drawn whole by the server, in their language.
  'follow.html': [],
};

/** The build's list (scripts/page-chunks.mjs), or null for a build without one: pages then name no scripts. */
export function loadPageChunks(webDir: string): PageChunks | null {
  const file = path.join(webDir, '.vite', 'page-chunks.json');
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as PageChunks) : null;
}

/**
 * What a page fetches first (its row in shared/pages/page-table.ts): the API reads it makes as soon as
 * it runs, which the browser then starts with the page instead of after the page's scripts have arrived
 * and run (on a phone, the last round trip before the page's heading could be drawn), and the script
 * files it loads on demand beside its entry's own, which go first so they keep their turn on a phone's
 * few connections. The reads are the paths the page asks for itself (the same contract and encoding),
 * or the preload goes unused.
 */
function firstFetchesOf(pathname: string, signedIn: boolean, chunks: PageChunks | null, locale: AnyLocale) {
  const found = pageAt(pathname);
  // An owner's page is worth preparing only for a browser with a session: others are sent to sign in.
  if (!found || (needsSession(found.row) && !signedIn)) return { entry: [], reads: [], page: [] };
  const reads = found.row.reads?.(found.params) ?? [];
  if (!chunks || !found.row.modules) return { entry: [], reads, page: [] };
  const entry = entryFileOf(found.row);
  const catalogues = ENTRY_BUNDLES[entry].flatMap((bundle) => chunks.messages?.[locale]?.[bundle] ?? []);
  return {
    entry: [...(chunks.entries[entry] ?? []), ...catalogues],
    reads,
    page: chunks.pages[found.name] ?? [],
  };
}

const modulePreload = (file: string) => `<${file}>; rel=modulepreload`;
// `crossorigin` makes the preload's credentials mode match fetch's same-origin default, so it is reused.
const fetchPreload = (path: string) => `<${path}>; rel=preload; as=fetch; crossorigin`;

/**
 * The `Link` header value that has the browser fetch, with the page, the scripts and API reads it would
 * otherwise find one after another; null when there are none.
 */
export function pagePreloads(
  pathname: string,
  { signedIn, chunks, locale }: { signedIn: boolean; chunks: PageChunks | null; locale: AnyLocale },
): string | null {
  const first = firstFetchesOf(pathname, signedIn, chunks, locale);
  const links = [
    ...first.entry.map(modulePreload),
    ...first.reads.map(fetchPreload),
    ...first.page.map(modulePreload),
  ];
  return links.length === 0 ? null : links.join(', ');
}
