import type { FastifyReply, FastifyRequest } from 'fastify';
import { publicContracts, type PublicTrip } from '../../../shared/contracts/public.js';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { PageKey, PageRead } from '../../cache/read-cache.js';
import type { Db } from '../../db/database.js';
import { AppError } from '../../errors.js';
import { genericCard, linkCardHead } from '../../http/link-card-head.js';
import { pageLanguage } from '../../http/page-language.js';
import type { RenderedPagesOf } from '../../http/page-renderings.js';
import { countHit } from '../../http/rate-limit-store.js';
import { rateLimitOf } from '../../http/rate-limits.js';
import { serverTexts } from '../../mail/server-texts.js';
import { askCard } from '../link-cards/link-cards.presenter.js';
import { tripOwnerCardTexts } from '../link-cards/link-cards.service.js';
import { presentPublicTrip } from './friends.presenter.js';
import { findPublicTripById, findPublicTripByToken } from './friends.service.js';

/**
 * A trip as its /hello/{tripId} friend page reads it: the cached page the API read and the page's link card
 * share, kept until the trip or its owner's names change.
 */
export function askedTripRead(
  db: Db,
  tripId: string,
): [PageKey, () => Promise<PageRead<{ trip: PublicTrip }>>] {
  const read = async () => {
    const trip = await findPublicTripById(db, tripId);
    return { body: { trip: presentPublicTrip(trip) }, dependsOn: [trip.id, trip.user_id] };
  };
  return [{ key: tripId }, read];
}

/**
 * The two ask links' pages: the friend page as built, whose script asks for the trip, with the link's card in
 * its head for chat apps, which run no script (decision 066). A link that leads nowhere, a malformed one, or
 * a visitor past the API read's limit gets the card that names no one.
 */
export const askLinkPages: RenderedPagesOf = (app, { db, readCaches, config }, { sendAsBuilt }) => {
  const friendPages = readCaches.of(publicContracts.tripById);
  // A card that names no one speaks the language of whoever asks, as the page does.
  const nowhere = async (request: FastifyRequest, reply: FastifyReply) =>
    linkCardHead(genericCard(await serverTexts(pageLanguage(request, reply))));

  async function sendWithCard(
    request: FastifyRequest,
    reply: FastifyReply,
    contract: typeof publicContracts.tripById | typeof publicContracts.tripByShareToken,
    read: () => Promise<PublicTrip>,
  ) {
    const { max, windowMs } = rateLimitOf(contract);
    const { current } = await countHit(db, `card ${contract.path}|${request.ip}`, windowMs);
    if (current > max || request.validationError)
      return sendAsBuilt(request, reply, await nowhere(request, reply));
    const trip = await read().catch((error: unknown) => {
      if (!(error instanceof AppError)) request.log.warn({ err: error }, 'A link card could not be made.');
      return null;
    });
    if (!trip) return sendAsBuilt(request, reply, await nowhere(request, reply));
    const pathname = request.url.split('?')[0] ?? '/';
    // In the owner's language: the owner shares the link (decision 068).
    const t = await tripOwnerCardTexts(db, trip.id);
    return sendAsBuilt(
      request,
      reply,
      linkCardHead(askCard(trip, { publicUrl: config.publicUrl, pathname }, t)),
    );
  }

  const hidden = (params: unknown) => ({ schema: { hide: true, params }, attachValidation: true });
  // The page table's addresses, with the API read's own parameter: the link's last part is required here.
  const withParam = (path: string, param: string) => path.replace(/:\w+\?$/, `:${param}`);
  app.get<{ Params: { id: string } }>(
    withParam(PAGES.askById.path, 'id'),
    hidden(publicContracts.tripById.params),
    (request, reply) =>
      sendWithCard(request, reply, publicContracts.tripById, async () => {
        const { trip } = await friendPages.answer(...askedTripRead(db, request.params.id));
        return trip;
      }),
  );
  app.get<{ Params: { token: string } }>(
    withParam(PAGES.askByToken.path, 'token'),
    hidden(publicContracts.tripByShareToken.params),
    (request, reply) =>
      sendWithCard(request, reply, publicContracts.tripByShareToken, async () =>
        presentPublicTrip(await findPublicTripByToken(db, request.params.token)),
      ),
  );
};
