import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DRAWN_PAGE_DATA_ID,
  jsonInScript,
  type DrawnFriendPage,
} from '../../shared/rules/drawn-friend-page.js';
import { publicContracts } from '../../shared/contracts/public.js';
import { sharedGuidebookContracts } from '../../shared/contracts/shared-guidebooks.js';
import type { SessionReader } from '../auth/session.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { presentSharedGuidebook } from '../features/guidebooks/guidebooks.presenter.js';
import { findSharedGuidebook, listGuidebookTips } from '../features/guidebooks/guidebooks.service.js';
import { presentShared } from '../features/sharing/sharing.presenter.js';
import { findSharedFavorites } from '../features/sharing/sharing.service.js';
import { rateLimitConfigFor } from './rate-limits.js';

export type RenderFriendPage = (pathname: string, drawn: DrawnFriendPage) => Promise<string>;

/** The friend page's drawing for the server, as the build made it (vite.ssr.config.ts), or null. */
export async function loadFriendPageRenderer(webDir: string): Promise<RenderFriendPage | null> {
  const file = path.join(webDir, '..', 'ssr', 'render-friend-page.js');
  if (!existsSync(file)) return null;
  const drawing = (await import(pathToFileURL(file).href)) as { renderFriendPage?: RenderFriendPage };
  return drawing.renderFriendPage ?? null;
}

const ROOT_START = '<div id="root">';
const ROOT_END = '<noscript>';

/**
 * The friend page with `markup` in place of its "Loading..." and what it was drawn from beside it; null
 * when the page has no root to fill. JSON in a data block is never run, and CSP allows it.
 */
export function drawIntoFriendPage(page: string, markup: string, drawn: DrawnFriendPage): string | null {
  const start = page.indexOf(ROOT_START);
  const end = page.indexOf(ROOT_END, start);
  if (start < 0 || end < 0) return null;
  const data = `<script type="application/json" id="${DRAWN_PAGE_DATA_ID}">${jsonInScript(drawn)}</script>`;
  return `${page.slice(0, start)}<div id="root">${markup}</div>\n    ${data}\n    ${page.slice(end)}`;
}

interface DrawnPagesDeps {
  db: Db;
  sessions: SessionReader;
  render: RenderFriendPage;
  /** The friend page as built to be drawn into (friend-drawn.html: its script waits for the paint). */
  page: string;
  /** The page undrawn, for a link that leads nowhere (the page then says so itself). */
  sendUndrawn: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

type SharedListPage = DrawnFriendPage['page'];

async function readSharedList(db: Db, page: SharedListPage, token: string) {
  if (page === 'shared-favorites') {
    return { page, token, shared: presentShared(await findSharedFavorites(db.kysely, token)).shared };
  }
  const link = await findSharedGuidebook(db.kysely, token);
  return {
    page,
    token,
    guidebook: presentSharedGuidebook(link, await listGuidebookTips(db.kysely, link.id)),
  };
}

/**
 * Shared favourites and shared guidebooks are sent drawn (decision 022): their heading is on screen
 * before any script arrives, which on a phone was a second after the page. Each draw reads what the
 * link's API read would, under the same limit per address; a link that leads nowhere gets the page
 * undrawn, which asks and says so as before.
 */
export function registerDrawnFriendPages(app: FastifyInstance, deps: DrawnPagesDeps): void {
  const lists: ReadonlyArray<[SharedListPage, Parameters<typeof rateLimitConfigFor>[0]]> = [
    ['shared-favorites', publicContracts.sharedFavorites],
    ['shared-guidebook', sharedGuidebookContracts.sharedGuidebook],
  ];
  for (const [page, contract] of lists) {
    const options = { schema: { hide: true }, ...rateLimitConfigFor(contract) };
    app.get<{ Params: { token: string } }>(`/${page}/:token`, options, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const list = await readSharedList(deps.db, page, request.params.token).catch((error: unknown) => {
        // A link that leads nowhere is the page's own to tell; anything else is worth a line in the log.
        if (!(error instanceof AppError))
          request.log.warn({ err: error }, 'A shared list could not be drawn.');
        return null;
      });
      if (!list) return deps.sendUndrawn(request, reply);
      const signedIn = (await deps.sessions.find(request)) !== null;
      const userAgent = request.headers['user-agent'] ?? '';
      const drawn: DrawnFriendPage = { ...list, signedIn, userAgent };
      const html = drawIntoFriendPage(deps.page, await deps.render(pathname, drawn), drawn);
      if (!html) return deps.sendUndrawn(request, reply);
      // Drawn for this visitor (signed in or not) from the list as it is now: kept by no cache.
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    });
  }
}
