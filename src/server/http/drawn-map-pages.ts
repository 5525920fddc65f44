import type { SessionUser } from '../../shared/contracts/auth.js';
import type { MapPageName, RenderedMapPage } from '../../shared/rules/rendered-app-page.js';
import { PAGES } from '../../shared/pages/page-table.js';
import type { ServerContext } from '../context.js';
import { AppError } from '../errors.js';
import { addVary, PRIVATE_ANSWER } from './cache-headers.js';
import type { RenderedPagesOf } from './page-renderings.js';
import { countHit } from './rate-limit-store.js';
import type { RateLimit } from './rate-limits.js';
import { sharedTipsOf, type SharedList } from './rendered-list-pages.js';
import { translatorOf } from '../../shared/i18n/messages.js';
import type { AnyLocale } from '../../shared/i18n/locales.js';
import { pageLanguage } from './page-language.js';
import { RENDERED_TIPS_MAX, withTitle } from './rendered-page-html.js';

/** A map page's list as read, before what depends on its visitor (as SharedList for the shared pages). */
type MapList = Exclude<RenderedMapPage['list'], { kind: 'shared' }> | { kind: 'shared'; shared: SharedList };

interface DrawnMapPage<Params extends Record<string, string>> {
  /** Its name in the table of pages. */
  page: MapPageName;
  /**
   * How often it is drawn: per account for an owner's map, per address for a shared one. Past it, the page
   * is sent as built, and its script reads the list through the API, under the API's own limit.
   */
  limit: { rate: RateLimit; per: 'account' | 'address' };
  /** The list at the page's address for this visitor, or null (or an AppError) to send the page as built. */
  read: (context: ServerContext, params: Params, user: SessionUser | null) => Promise<MapList | null>;
}

const tipsOf = (list: MapList) =>
  list.kind === 'shared' ? sharedTipsOf(list.shared) : list.detail.recommendations;

/** What the map page's heading says: the trip's destination or the guidebook's title. */
/** A map page's title in its language, as the page itself writes it (maps/components/map-page.tsx). */
function mapPageTitle(locale: AnyLocale, title: string): string {
  const t = translatorOf(locale);
  return t('app.documentTitle', { title: t('maps.page.documentTitle', { title }) });
}

function titleOf(list: MapList): string {
  if (list.kind === 'trip') return list.detail.trip.destination;
  if (list.kind === 'guidebook') return list.detail.guidebook.title;
  const { shared } = list;
  return shared.page === 'shared-favorites' ? shared.shared.destination : shared.guidebook.title;
}

/**
 * A map page sent drawn (decision 067): its heading, filter and picture of the markers are on screen before
 * any script, where the app alone showed them after its code and the list had come in turn (Lighthouse
 * mobile: largest paint 2.7–3.7 s). Drawn from the list's API read for whoever may read it; anyone else, an
 * address the app does not route as this page, a link that opens one tip (`?tip=`, which the live map opens
 * at once), a list past RENDERED_TIPS_MAX or a visitor past the limit gets the page as built, as before.
 */
export function drawnMapPage<Params extends Record<string, string>>({
  page,
  limit,
  read,
}: DrawnMapPage<Params>): RenderedPagesOf {
  // The page's params are the ones its address names: `read` is typed by them at each page.
  const { path, href } = PAGES[page] as unknown as { path: string; href: (params: Params) => string };
  return (app, context, { maps, sendAsBuilt }) => {
    const rendering = maps[page];
    if (!rendering) return;
    app.get(path, { schema: { hide: true } }, async (request, reply) => {
      // The router gives every named part of the path, as a string.
      const params = request.params as Params;
      const [pathname = '', query] = request.url.split('?');
      if (pathname !== href(params) || new URLSearchParams(query).has('tip')) {
        return sendAsBuilt(request, reply);
      }
      const session = await context.sessions.find(request);
      const user = session?.user ?? null;
      const counted = limit.per === 'account' ? user?.id : request.ip;
      if (!counted) return sendAsBuilt(request, reply);
      const { max, windowMs } = limit.rate;
      const { current } = await countHit(context.db, `map-page:${counted}`, windowMs);
      if (current > max) return sendAsBuilt(request, reply);
      const list = await read(context, params, user).catch((error: unknown) => {
        // A list that is not there (or not theirs) is the page's own to tell; anything else is logged.
        if (!(error instanceof AppError)) request.log.warn({ err: error }, 'A map page could not be drawn.');
        return null;
      });
      // A long list would hold every other request on the instance while it is drawn (decision 031).
      if (!list || tipsOf(list).length > RENDERED_TIPS_MAX) return sendAsBuilt(request, reply);
      const userAgent = request.headers['user-agent'] ?? '';
      const rendered: RenderedMapPage = {
        page: 'map',
        pathname,
        user,
        userAgent,
        styleUrl: context.config.maps.styleUrl,
        list:
          list.kind === 'shared'
            ? { kind: 'shared', shared: { ...list.shared, signedIn: user !== null, userAgent } }
            : list,
      };
      const locale = pageLanguage(request, reply, user?.language);
      const html = await rendering.renderPage(request, rendered, locale);
      if (!html) return sendAsBuilt(request, reply);
      // Drawn for this visitor from the list as it is now: kept by no cache.
      addVary(reply.header('content-type', 'text/html; charset=utf-8'), 'Cookie');
      return reply
        .header('cache-control', PRIVATE_ANSWER)
        .send(withTitle(html, mapPageTitle(locale, titleOf(list))));
    });
  };
}
