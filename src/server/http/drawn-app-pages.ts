import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TripDetail } from '../../shared/contracts/trips.js';
import { DRAWN_APP_PAGE_DATA_ID, type DrawnAppPage } from '../../shared/rules/drawn-app-page.js';
import type { SessionReader } from '../auth/session.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { addVary, PRIVATE_ANSWER } from './cache-headers.js';
import { presentTip } from '../features/tips/tips.presenter.js';
import { listTips } from '../features/tips/tips.service.js';
import { presentTrip } from '../features/trips/trips.presenter.js';
import { findOwnedTrip } from '../auth/trip-ownership.js';
import { DRAWN_TIPS_MAX, drawIntoPage, loadPageRenderer, withTitle } from './drawn-page-html.js';
import { PAGES } from '../../shared/pages/page-table.js';

export type RenderAppPage = (pathname: string, drawn: DrawnAppPage) => Promise<string>;

/** The owner's pages' drawing for the server, as the build made it (vite.ssr.config.ts), or null. */
export function loadAppPageRenderer(webDir: string): RenderAppPage | null {
  return loadPageRenderer(webDir, 'render-app-page.js', 'renderAppPage');
}

interface DrawnAppPagesDeps {
  db: Db;
  sessions: SessionReader;
  render: RenderAppPage;
  /** The app page as built to be drawn into (app-drawn.html: its script waits for the paint). */
  page: string;
  /** The page undrawn, for a visitor who is not signed in or a trip that is not theirs (the app says so). */
  sendUndrawn: (request: FastifyRequest, reply: FastifyReply) => FastifyReply;
}

async function readOwnedTrip(db: Db, userId: string, tripId: string): Promise<TripDetail> {
  const trip = await findOwnedTrip(db, userId, tripId);
  const recommendations = await listTips(db, trip.id);
  return { trip: presentTrip(trip), recommendations: recommendations.map(presentTip) };
}

/**
 * The owner's trip page is sent drawn (decision 042): on a phone its heading and tips are on screen
 * before any script arrives, where the app alone showed them after its code, the session and the trip
 * had come in turn. Each draw reads what the trip's API read would, for its owner only; a visitor
 * without a session, or a trip that is not theirs, gets the page undrawn, which sends them on or says
 * so as before. So does a trip of more than DRAWN_TIPS_MAX tips, which the app draws in the browser.
 */
export function registerDrawnAppPages(app: FastifyInstance, deps: DrawnAppPagesDeps): void {
  // Limited as the trip's API read is: per owner, not per address. Without a signed session cookie the
  // page is the static app page, as any other address's.
  const options = { schema: { hide: true } };
  app.get<{ Params: { tripId: string } }>(PAGES.trip.path, options, async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    // Drawn only at the address the app routes as this page (not, say, /%74rip/…, which it does not).
    if (pathname !== PAGES.trip.href({ tripId: request.params.tripId })) {
      return deps.sendUndrawn(request, reply);
    }
    const session = await deps.sessions.find(request);
    if (!session) return deps.sendUndrawn(request, reply);
    const detail = await readOwnedTrip(deps.db, session.user.id, request.params.tripId).catch(
      (error: unknown) => {
        // A trip that is not there (or not theirs) is the page's own to tell; anything else is logged.
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'A trip page could not be drawn.');
        return null;
      },
    );
    // A long list would hold every other request on the instance while it is drawn (decision 031).
    if (!detail || detail.recommendations.length > DRAWN_TIPS_MAX) return deps.sendUndrawn(request, reply);
    const userAgent = request.headers['user-agent'] ?? '';
    const drawn: DrawnAppPage = { page: 'trip', user: session.user, detail, userAgent };
    const markup = await deps.render(pathname, drawn).catch((error: unknown) => {
      request.log.warn({ err: error }, 'A trip page could not be drawn.');
      return null;
    });
    const html =
      markup === null
        ? null
        : drawIntoPage(deps.page, { markup, dataId: DRAWN_APP_PAGE_DATA_ID, data: drawn, inert: true });
    if (!html) return deps.sendUndrawn(request, reply);
    // Drawn for its owner from the trip as it is now: their data, kept by no cache, as their API reads are.
    addVary(reply.header('content-type', 'text/html; charset=utf-8'), 'Cookie');
    return reply
      .header('cache-control', PRIVATE_ANSWER)
      .send(withTitle(html, `${detail.trip.destination} · Tiplist`));
  });
}
