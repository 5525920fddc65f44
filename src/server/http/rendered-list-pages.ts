import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ResponseOf } from '../../shared/contracts/contract.js';
import type { RenderedFriendPage } from '../../shared/rules/rendered-friend-page.js';
import type { PageKey, PageRead } from '../cache/read-cache.js';
import type { Db } from '../db/database.js';
import { AppError } from '../errors.js';
import { serverTexts } from '../mail/server-texts.js';
import { genericCard, linkCardHead, withLinkCardHead, type LinkCard } from './link-card-head.js';
import { pageLanguage } from './page-language.js';
import { RENDERED_TIPS_MAX } from './rendered-page-html.js';
import type { RenderedPagesOf } from './page-renderings.js';
import { countHit } from './rate-limit-store.js';
import { rateLimitOf } from './rate-limits.js';

/** A shared list as drawn, before what depends on its visitor. */
export type SharedList = RenderedFriendPage extends infer P
  ? P extends RenderedFriendPage
    ? Omit<P, 'signedIn' | 'userAgent'>
    : never
  : never;

interface RenderedListPage<C extends Contract> {
  /** The page's address, with the list's share token as `:token`. */
  path: `/${string}/:token`;
  /** The list's API read: its cached pages, its params' schema and its limit per address are the page's. */
  read: C;
  /** The API read's cached page and read of the list behind `token` (an AppError when it leads nowhere). */
  cached: (db: Db, token: string) => [PageKey, () => Promise<PageRead<ResponseOf<C>>>];
  /** The list as drawn, from the API read's answer. */
  rendered: (answer: ResponseOf<C>, token: string) => SharedList;
  /**
   * What a chat app shows for the link, from the API read's answer; `pathname`: the page's own. `list`:
   * where to find the list's owner, whose language the card speaks (decision 068).
   */
  card: (
    answer: ResponseOf<C>,
    at: { publicUrl: string | undefined; pathname: string },
    list: { db: Db; token: string },
  ) => Promise<LinkCard>;
}

/** The tips a shared list shows. */
export const sharedTipsOf = (list: SharedList) =>
  list.page === 'shared-favorites' ? list.shared.recommendations : list.guidebook.recommendations;

/**
 * A shared list sent drawn (decision 041): its heading is on screen before any script arrives, which on a
 * phone was a second after the page. It is drawn from the list's API read, through the same cached page,
 * under the same validation and limit per address; a link that leads nowhere (or a malformed one) gets the
 * page as built, which asks and says so as before; so does a list of more than RENDERED_TIPS_MAX tips, which
 * the page's script draws in the browser, and a visitor past the limit.
 */
export function renderedListPage<C extends Contract>({
  path,
  read,
  cached,
  rendered,
  card,
}: RenderedListPage<C>): RenderedPagesOf {
  return (app, { db, sessions, opens, readCaches, config }, { friend: rendering, sendAsBuilt }) => {
    const pages = readCaches.of(read);
    const { max, windowMs } = rateLimitOf(read);
    const options = { schema: { hide: true, params: read.params }, attachValidation: true };
    // A card that names no one speaks the language of whoever asks, as the page does.
    const nowhere = async (request: FastifyRequest, reply: FastifyReply) =>
      linkCardHead(genericCard(await serverTexts(pageLanguage(request, reply))));
    app.get<{ Params: { token: string } }>(path, options, async (request, reply) => {
      // Past the read's limit per address the page is sent as built, as every page the server does not draw:
      // its script reads the list from the API, under the API's own limit, and says so if that is reached.
      const { current } = await countHit(db, `drawn ${path}|${request.ip}`, windowMs);
      if (current > max || request.validationError)
        return sendAsBuilt(request, reply, await nowhere(request, reply));
      const { token } = request.params;
      const answer = await pages.answer(...cached(db, token)).catch((error: unknown) => {
        // A link that leads nowhere is the page's own to tell; anything else is worth a line in the log.
        if (!(error instanceof AppError))
          request.log.warn({ err: error }, 'A shared list could not be drawn.');
        return null;
      });
      if (!answer) return sendAsBuilt(request, reply, await nowhere(request, reply));
      const pathname = request.url.split('?')[0] ?? path;
      const head = linkCardHead(await card(answer, { publicUrl: config.publicUrl, pathname }, { db, token }));
      const list = rendered(answer, token);
      // A long list would hold every other request on the instance while it is drawn (decision 031).
      if (!rendering || sharedTipsOf(list).length > RENDERED_TIPS_MAX)
        return sendAsBuilt(request, reply, head);
      opens.record(
        { kind: list.page === 'shared-favorites' ? 'favorites' : 'guidebook', token },
        request.headers['user-agent'],
      );
      const session = await sessions.find(request);
      const signedIn = session !== null;
      const userAgent = request.headers['user-agent'] ?? '';
      const locale = pageLanguage(request, reply, session?.user.language);
      const html = await rendering.renderPage(request, { ...list, signedIn, userAgent }, locale);
      if (!html) return sendAsBuilt(request, reply, head);
      // Drawn for this visitor (signed in or not) from the list as it is now: kept by no cache.
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(withLinkCardHead(html, head));
    });
  };
}
