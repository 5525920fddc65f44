import { linkCardContracts } from '../../../shared/contracts/link-cards.js';
import { AppError } from '../../errors.js';
import type { PublicRouter, RoutesOf } from '../../http/api-scopes.js';
import { pageLanguage } from '../../http/page-language.js';
import { serverTexts } from '../../mail/server-texts.js';
import { nowherePicture } from './card-picture.js';
import { findLinkCardPicture, type CardSubjects } from './link-cards.service.js';

/**
 * The pictures chat apps show for links (decision 066). Public: they show no tip, only who and where. The
 * lists' own features say what each shows (`subjects`, given by the composition root). Asked again each
 * time (an ETag of what it shows saves the bytes), so a revoked link's picture goes at once.
 */
export const linkCardRoutes =
  (subjects: CardSubjects): RoutesOf<PublicRouter> =>
  (route, { db }) => {
    route(linkCardContracts.linkCardPicture, async (request, reply) => {
      const { page, token } = request.params;
      const picture = await subjects[page](db, token)
        .then((subject) => findLinkCardPicture(db, subject))
        .catch(async (error: unknown) => {
          // A link that leads nowhere (404, or 410 expired) gets the picture that names no one, in the
          // language of whoever asks, as the page of such a link.
          if (error instanceof AppError && [404, 410].includes(error.statusCode)) {
            const t = await serverTexts(pageLanguage(request, reply));
            return { png: await nowherePicture(t), hash: `nowhere-${t.locale}` };
          }
          throw error;
        });
      const etag = `"${picture.hash}"`;
      reply
        .header('cache-control', 'no-cache')
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      return reply.type('image/png').send(picture.png);
    });
  };
