import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DRAWN_PAGE_DATA_ID, type DrawnFriendPage } from '../../shared/rules/drawn-friend-page.js';
import { publicContracts } from '../../shared/contracts/public.js';
import { sharedGuidebookContracts } from '../../shared/contracts/shared-guidebooks.js';
import type { SessionReader } from '../auth/session.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { presentSharedGuidebook } from '../features/guidebooks/guidebooks.presenter.js';
import { findSharedGuidebook, listGuidebookTips } from '../features/guidebooks/guidebooks.service.js';
import { presentShared } from '../features/sharing/sharing.presenter.js';
import { findSharedFavorites } from '../features/sharing/sharing.service.js';
import { DRAWN_TIPS_MAX, drawIntoPage, loadPageRenderer } from './drawn-page-html.js';
import type { LinkOpens } from './link-opens.js';
import { rateLimitConfigFor } from './rate-limits.js';
import { PAGES } from '../../shared/pages/page-table.js';

export type RenderFriendPage = (pathname: string, drawn: DrawnFriendPage) => Promise<string>;

/** The friend page's drawing for the server, as the build made it (vite.ssr.config.ts), or null. */
export function loadFriendPageRenderer(webDir: string): RenderFriendPage | null {
  return loadPageRenderer(webDir, 'render-friend-page.js', 'renderFriendPage');
}

interface DrawnPagesDeps {
  db: Db;
  opens: LinkOpens;
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

const tipsOf = (list: Awaited<ReturnType<typeof readSharedList>>) =>
  list.page === 'shared-favorites' ? list.shared.recommendations : list.guidebook.recommendations;

/**
 * Shared favourites and shared guidebooks are sent drawn (decision 041): their heading is on screen
 * before any script arrives, which on a phone was a second after the page. Each draw reads what the
 * link's API read would, under the same limit per address; a link that leads nowhere gets the page
 * undrawn, which asks and says so as before; so does a list of more than DRAWN_TIPS_MAX tips, which the
 * page's script draws in the browser.
 */
export function registerDrawnFriendPages(app: FastifyInstance, deps: DrawnPagesDeps): void {
  const lists: ReadonlyArray<[SharedListPage, string, Parameters<typeof rateLimitConfigFor>[0]]> = [
    ['shared-favorites', PAGES.sharedFavorites.path, publicContracts.sharedFavorites],
    ['shared-guidebook', PAGES.sharedGuidebook.path, sharedGuidebookContracts.sharedGuidebook],
  ];
  for (const [page, path, contract] of lists) {
    const options = { schema: { hide: true }, ...rateLimitConfigFor(contract) };
    app.get<{ Params: { token: string } }>(path, options, async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const list = await readSharedList(deps.db, page, request.params.token).catch((error: unknown) => {
        // A link that leads nowhere is the page's own to tell; anything else is worth a line in the log.
        if (!(error instanceof AppError))
          request.log.warn({ err: error }, 'A shared list could not be drawn.');
        return null;
      });
      // A long list would hold every other request on the instance while it is drawn (decision 031).
      if (!list || tipsOf(list).length > DRAWN_TIPS_MAX) return deps.sendUndrawn(request, reply);
      deps.opens.record({ kind: page === 'shared-favorites' ? 'favorites' : 'guidebook', token: list.token });
      const signedIn = (await deps.sessions.find(request)) !== null;
      const userAgent = request.headers['user-agent'] ?? '';
      const drawn: DrawnFriendPage = { ...list, signedIn, userAgent };
      const markup = await deps.render(pathname, drawn).catch((error: unknown) => {
        request.log.warn({ err: error }, 'A shared list could not be drawn.');
        return null;
      });
      const html =
        markup === null ? null : drawIntoPage(deps.page, { markup, dataId: DRAWN_PAGE_DATA_ID, data: drawn });
      if (!html) return deps.sendUndrawn(request, reply);
      // Drawn for this visitor (signed in or not) from the list as it is now: kept by no cache.
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(html);
    });
  }
}
