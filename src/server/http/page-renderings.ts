import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  MAP_PAGES,
  mapShellOf,
  RENDERED_APP_PAGE_DATA_ID,
  type MapPageName,
  type RenderedAppPage,
} from '../../shared/rules/rendered-app-page.js';
import {
  RENDERED_FRIEND_PAGE_DATA_ID,
  type RenderedFriendPage,
} from '../../shared/rules/rendered-friend-page.js';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import type { ServerContext } from '../context.js';
import { insertRendering, loadPageRenderer } from './rendered-page-html.js';

/** A page the build made to be drawn into, with its drawing for the server (vite.ssr.config.ts). */
export interface PageRendering<Data> {
  /**
   * The page at the request's address with `drawn` drawn into it, in `locale` (http/page-language.ts), or
   * null (logged) when it cannot be.
   */
  renderPage(request: FastifyRequest, rendered: Data, locale: AnyLocale): Promise<string | null>;
  /**
   * The page as built: its script draws it in the browser, or sends its visitor on, as before. `head`: a
   * link's card (link-card-head.ts) in place of its title.
   */
  sendAsBuilt(request: FastifyRequest, reply: FastifyReply, head?: string): FastifyReply;
}

/** The build's drawings; one the build did not make (a build without the server's drawing) is absent. */
export interface PageRenderings {
  /** Any page as built, drawn or not (PageRendering.sendAsBuilt). */
  sendAsBuilt: PageRendering<unknown>['sendAsBuilt'];
  /** The owner's pages: app-render-shell.html, whose script waits for the paint, and render-app-page.js. */
  app?: PageRendering<RenderedAppPage>;
  /** Shared lists: friend-render-shell.html and render-friend-page.js. */
  friend?: PageRendering<RenderedFriendPage>;
  /** Map pages (decision 067): the app's drawing, each into a shell that asks for its page's code. */
  maps: Partial<Record<MapPageName, PageRendering<RenderedAppPage>>>;
}

/**
 * A feature's pages sent drawn (decisions 041, 042), registered beside the static files: each reads through its
 * API read's cached page (`context.readCaches`), under that read's validation and limit.
 */
export type RenderedPagesOf = (
  app: FastifyInstance,
  context: ServerContext,
  renderings: PageRenderings,
) => void;

interface Built {
  webDir: string;
  /** The text of a built page in a language, if the build made it. */
  source: (name: string, locale: AnyLocale) => string | null;
  sendAsBuilt: PageRendering<unknown>['sendAsBuilt'];
}

interface Kind {
  file: string;
  exported: string;
  page: string;
  dataId: string;
  /** Whether the page stays inert until its script has taken the drawing over. */
  inert: boolean;
}

function renderingOf<Data>(
  { webDir, source, sendAsBuilt }: Built,
  kind: Kind,
): PageRendering<Data> | undefined {
  const render = loadPageRenderer(webDir, kind.file, kind.exported);
  if (!render || source(kind.page, 'en') === null) return undefined;
  return {
    sendAsBuilt,
    async renderPage(request, rendered, locale) {
      const pathname = request.url.split('?')[0] ?? '/';
      const page = source(kind.page, locale);
      if (page === null) return null;
      const markup = await render(pathname, rendered, locale).catch((error: unknown) => {
        request.log.warn({ err: error }, 'A page could not be drawn.');
        return null;
      });
      if (markup === null) return null;
      return insertRendering(page, { markup, dataId: kind.dataId, data: rendered, inert: kind.inert });
    },
  };
}

/** The app's drawing (render-app-page.js) into the built page `page`. */
const appPageIn = (page: string): Kind => ({
  file: 'render-app-page.js',
  exported: 'renderAppPage',
  page,
  dataId: RENDERED_APP_PAGE_DATA_ID,
  inert: true,
});

/** The drawings the build in `webDir` made (vite.ssr.config.ts), each loaded on its first use. */
export function loadPageRenderings(built: Built): PageRenderings {
  return {
    sendAsBuilt: built.sendAsBuilt,
    app: renderingOf<RenderedAppPage>(built, appPageIn('app-render-shell.html')),
    maps: Object.fromEntries(
      MAP_PAGES.map((name) => [name, renderingOf<RenderedAppPage>(built, appPageIn(mapShellOf(name)))]),
    ),
    friend: renderingOf<RenderedFriendPage>(built, {
      file: 'render-friend-page.js',
      exported: 'renderFriendPage',
      page: 'friend-render-shell.html',
      dataId: RENDERED_FRIEND_PAGE_DATA_ID,
      inert: false,
    }),
  };
}
