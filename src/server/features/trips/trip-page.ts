import { tripContracts, type TripDetail } from '../../../shared/contracts/trips.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { RenderedAppPage } from '../../../shared/rules/rendered-app-page.js';
import { accessOf, findTripFor } from '../../auth/list-access.js';
import type { PageKey, PageRead } from '../../cache/read-cache.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { addVary, PRIVATE_ANSWER } from '../../http/cache-headers.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { pageLanguage } from '../../http/page-language.js';
import { RENDERED_TIPS_MAX, withTitle } from '../../http/rendered-page-html.js';
import type { RenderedPagesOf } from '../../http/page-renderings.js';
import { drawnMapPage } from '../../http/drawn-map-pages.js';
import { countHit } from '../../http/rate-limit-store.js';
import { TRIP_PAGES_PER_ACCOUNT } from '../../http/rate-limits.js';
import { presentTip } from '../tips/tips.presenter.js';
import { listTips } from '../tips/tips.service.js';
import { presentTrip } from './trips.presenter.js';

/**
 * A trip with its tips, for its owner or a companion (with what they may do): the cached page it is under and its read. The trip's API read and its
 * rendered page both go through these, so they share one entry, which any change to the trip drops.
 */
export function tripDetailRead(
  db: Db,
  userId: string,
  tripId: string,
): [PageKey, () => Promise<PageRead<TripDetail>>] {
  const read = async () => {
    const held = await findTripFor(db, userId, tripId, 'read');
    const { list: trip } = held;
    const recommendations = await listTips(db, trip.id);
    const access = await accessOf(db, held);
    const body = { trip: presentTrip(trip), recommendations: recommendations.map(presentTip), access };
    return { body, dependsOn: [trip.id] };
  };
  return [{ key: tripId, ownerId: userId }, read];
}

/**
 * The owner's trip page is sent drawn (decision 042): on a phone its heading and tips are on screen
 * before any script arrives, where the app alone showed them after its code, the session and the trip
 * had come in turn. It is drawn from the trip's API read, through the same cached page, for its owner only;
 * a visitor without a session, a malformed id or a trip that is not theirs gets the page as built, which
 * sends them on or says so as before. So does a trip of more than RENDERED_TIPS_MAX tips, which the app
 * draws in the browser, and an account past its limit of rendered pages (TRIP_PAGES_PER_ACCOUNT).
 */
export const tripPage: RenderedPagesOf = (app, { sessions, db, readCaches }, { app: rendering }) => {
  if (!rendering) return;
  const pages = readCaches.of(tripContracts.getTrip);
  // Its address's id is checked by the API read's own schema; a malformed id is the page's own to tell.
  const { params } = tripContracts.getTrip;
  app.get<{ Params: { tripId: string } }>(
    PAGES.trip.path,
    { schema: { hide: true } },
    async (request, reply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      // Drawn only at the address the app routes as this page (not, say, /%74rip/…, which it does not).
      if (pathname !== PAGES.trip.href({ tripId: request.params.tripId })) {
        return rendering.sendAsBuilt(request, reply);
      }
      // Without a signed session cookie the page is the static app page, as any other address's.
      const session = await sessions.find(request);
      if (!session) return rendering.sendAsBuilt(request, reply);
      // Past its limit the page is sent as built, as every page the server does not draw: its owner's browser
      // draws it from the trip's API read, and the instance is not held up drawing it.
      const { max, windowMs } = TRIP_PAGES_PER_ACCOUNT;
      const { current } = await countHit(db, `trip-page:${session.user.id}`, windowMs);
      if (current > max) return rendering.sendAsBuilt(request, reply);
      const valid = params.safeParse({ id: request.params.tripId });
      if (!valid.success) return rendering.sendAsBuilt(request, reply);
      const detail = await pages
        .answer(...tripDetailRead(db, session.user.id, valid.data.id))
        .catch((error: unknown) => {
          // A trip that is not there (or not theirs) is the page's own to tell; anything else is logged.
          if (!(error instanceof AppError))
            request.log.warn({ err: error }, 'A trip page could not be drawn.');
          return null;
        });
      // A long list would hold every other request on the instance while it is drawn (decision 031).
      if (!detail || detail.recommendations.length > RENDERED_TIPS_MAX)
        return rendering.sendAsBuilt(request, reply);
      const userAgent = request.headers['user-agent'] ?? '';
      const rendered: RenderedAppPage = { page: 'trip', user: session.user, detail, userAgent };
      const locale = pageLanguage(request, reply, session.user.language);
      const html = await rendering.renderPage(request, rendered, locale);
      if (!html) return rendering.sendAsBuilt(request, reply);
      // Drawn for its owner from the trip as it is now: their data, kept by no cache, as their API reads are.
      addVary(reply.header('content-type', 'text/html; charset=utf-8'), 'Cookie');
      return reply
        .header('cache-control', PRIVATE_ANSWER)
        .send(withTitle(html, translatorOf(locale)('app.documentTitle', { title: detail.trip.destination })));
    },
  );
};

/** The owner's trip map, sent drawn with its picture (decision 067) from the same read as the trip page. */
export const tripMapPage = drawnMapPage<{ tripId: string }>({
  page: 'tripMap',
  limit: { rate: TRIP_PAGES_PER_ACCOUNT, per: 'account' },
  read: async ({ db, readCaches }, { tripId }, user) => {
    const valid = tripContracts.getTrip.params.safeParse({ id: tripId });
    if (!user || !valid.success) return null;
    const pages = readCaches.of(tripContracts.getTrip);
    return { kind: 'trip', detail: await pages.answer(...tripDetailRead(db, user.id, valid.data.id)) };
  },
});
