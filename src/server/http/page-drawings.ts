import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRAWN_APP_PAGE_DATA_ID, type DrawnAppPage } from '../../shared/rules/drawn-app-page.js';
import { DRAWN_PAGE_DATA_ID, type DrawnFriendPage } from '../../shared/rules/drawn-friend-page.js';
import type { ServerContext } from '../context.js';
import { drawIntoPage, loadPageRenderer } from './drawn-page-html.js';

/** A page the build made to be drawn into, with its drawing for the server (vite.ssr.config.ts). */
export interface PageDrawing<Drawn> {
  /** The page at the request's address with `drawn` drawn into it, or null (logged) when it cannot be. */
  draw(request: FastifyRequest, drawn: Drawn): Promise<string | null>;
  /** The page undrawn: its script draws it in the browser, or sends its visitor on, as before. */
  sendUndrawn(request: FastifyRequest, reply: FastifyReply): FastifyReply;
}

/** The build's drawings; one the build did not make (a build without the server's drawing) is absent. */
export interface PageDrawings {
  /** The owner's pages: app-drawn.html, whose script waits for the paint, and render-app-page.js. */
  app?: PageDrawing<DrawnAppPage>;
  /** Shared lists: friend-drawn.html and render-friend-page.js. */
  friend?: PageDrawing<DrawnFriendPage>;
}

/**
 * A feature's pages sent drawn (decisions 041, 042), registered beside the static files: each reads through its
 * API read's kept page (`context.keptPages`), under that read's validation and limit.
 */
export type DrawnPagesOf = (app: FastifyInstance, context: ServerContext, drawings: PageDrawings) => void;

interface Built {
  webDir: string;
  /** The text of a built page, if the build made it. */
  source: (name: string) => string | null;
  sendUndrawn: PageDrawing<unknown>['sendUndrawn'];
}

interface Kind {
  file: string;
  exported: string;
  page: string;
  dataId: string;
  /** Whether the page stays inert until its script has taken the drawing over. */
  inert: boolean;
}

function drawingOf<Drawn>(
  { webDir, source, sendUndrawn }: Built,
  kind: Kind,
): PageDrawing<Drawn> | undefined {
  const render = loadPageRenderer(webDir, kind.file, kind.exported);
  const page = source(kind.page);
  if (!render || !page) return undefined;
  return {
    sendUndrawn,
    async draw(request, drawn) {
      const pathname = request.url.split('?')[0] ?? '/';
      const markup = await render(pathname, drawn).catch((error: unknown) => {
        request.log.warn({ err: error }, 'A page could not be drawn.');
        return null;
      });
      if (markup === null) return null;
      return drawIntoPage(page, { markup, dataId: kind.dataId, data: drawn, inert: kind.inert });
    },
  };
}

/** The drawings the build in `webDir` made (vite.ssr.config.ts), each loaded on its first use. */
export function loadPageDrawings(built: Built): PageDrawings {
  return {
    app: drawingOf<DrawnAppPage>(built, {
      file: 'render-app-page.js',
      exported: 'renderAppPage',
      page: 'app-drawn.html',
      dataId: DRAWN_APP_PAGE_DATA_ID,
      inert: true,
    }),
    friend: drawingOf<DrawnFriendPage>(built, {
      file: 'render-friend-page.js',
      exported: 'renderFriendPage',
      page: 'friend-drawn.html',
      dataId: DRAWN_PAGE_DATA_ID,
      inert: false,
    }),
  };
}
