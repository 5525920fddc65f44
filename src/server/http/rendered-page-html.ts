import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import { escapeHtml } from '../../shared/rules/localized-html.js';
import { jsonInScript } from '../../shared/rules/rendered-friend-page.js';

/**
 * The most tips a list is drawn with by the server (decision 031): the owner's trip page, shared favourites
 * or a shared guidebook. Drawing holds the instance's event loop for about as long as the list is long; a
 * longer list is sent as built, for the page's script to draw in the browser from the list's API read.
 */
export const RENDERED_TIPS_MAX = 300;

/**
 * A page drawing as the build made it for the server (vite.ssr.config.ts): `exported` of dist/ssr/`file`,
 * or null when the build has none. Its code (React's server renderer and the pages, some 25 to 50 MB) is
 * loaded on the first drawing rather than at start-up: an instance that draws nothing never holds it.
 */
export type PageRender = (pathname: string, rendered: unknown, locale: AnyLocale) => Promise<string>;

export function loadPageRenderer(webDir: string, file: string, exported: string): PageRender | null {
  const location = path.join(webDir, '..', 'ssr', file);
  if (!existsSync(location)) return null;
  let loading: Promise<PageRender> | undefined;
  const load = async () => {
    const rendering = (await import(pathToFileURL(location).href)) as Record<string, unknown>;
    const render = rendering[exported];
    if (typeof render !== 'function') throw new Error(`${file} does not export ${exported}.`);
    return render as PageRender;
  };
  return async (pathname, rendered, locale) => {
    // A failed load (a broken build) is tried again by the next drawing rather than kept.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return (await loading)(pathname, rendered, locale);
  };
}

const ROOT_START = '<div id="root">';
// The page's <noscript> follows its root; its text may be marked for its language (`data-t`).
const ROOT_END = '<noscript';

interface Rendering {
  markup: string;
  /** The id of the data block that holds `data`, what the markup was drawn from. */
  dataId: string;
  data: unknown;
  /**
   * Whether the drawing is inert until its script has taken it over (which lifts it): its buttons are
   * on screen before their code.
   */
  inert?: boolean;
}

/**
 * `page` with the drawing's markup in #root (in place of what the page shows before its script) and what
 * it was drawn from beside it, in a data block; null when the page has no root to fill. JSON in a data
 * block is never run, and CSP allows it.
 */
export function insertRendering(
  page: string,
  { markup, dataId, data, inert = false }: Rendering,
): string | null {
  const start = page.indexOf(ROOT_START);
  const end = page.indexOf(ROOT_END, start);
  if (start < 0 || end < 0) return null;
  const root = inert ? '<div id="root" inert>' : ROOT_START;
  const block = `<script type="application/json" id="${dataId}">${jsonInScript(data)}</script>`;
  return `${page.slice(0, start)}${root}${markup}</div>\n    ${block}\n    ${page.slice(end)}`;
}

/** `page` with its document title set to `title` (as text), so the tab names the page before any script. */
export function withTitle(page: string, title: string): string {
  const text = escapeHtml(title);
  // A marked title (`data-t`, the page's own in its language) gives way to the page's own.
  return page.replace(/<title\b[^>]*>[^<]*<\/title>/, () => `<title>${text}</title>`);
}
