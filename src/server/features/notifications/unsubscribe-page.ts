import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { ServerContext } from '../../context.js';
import { drawnPages } from '../../http/drawn-pages.js';
import { acceptFormPosts, oneClickRefusal } from '../../http/one-click-forms.js';
import { pageLanguage } from '../../http/page-language.js';
import { UNSUBSCRIBE_PER_ADDRESS } from '../../http/rate-limits.js';
import { serverTexts } from '../../mail/server-texts.js';
import { askPage, donePage, notFoundPage, refusedPage } from './unsubscribe-messages.js';
import { accountExists, turnNotificationMailOff } from './unsubscribe.service.js';
import { userOfUnsubscribeToken } from './unsubscribe-tokens.js';

type PageRequest = FastifyRequest<{ Params: { token: string } }>;

/**
 * The unsubscribe link of notification mails, for an account that need not be signed in (decision 060).
 * GET draws the page with one button: it never changes anything, since link scanners open every link
 * of a mail. POST, from that button or straight from a mail provider (RFC 8058: no cookie, no Origin),
 * turns the account's mails off. A cross-site browser's POST is refused by the Origin check every
 * unsafe request passes (http/security.ts); both are limited per client address. A token that is not
 * ours as it stands, or of an account deleted since, answers 404.
 */
export function unsubscribePage({ db, config, handlers }: ServerContext) {
  return (scope: FastifyInstance, _options: unknown, done: () => void) => {
    acceptFormPosts(scope);
    const pages = drawnPages(config.webDir);
    const rateLimit = { max: UNSUBSCRIBE_PER_ADDRESS.max, timeWindow: UNSUBSCRIBE_PER_ADDRESS.windowMs };
    const options = { schema: { hide: true }, config: { rateLimit } };
    const userOf = (request: PageRequest) => userOfUnsubscribeToken(config.authSecret, request.params.token);
    // The language of whoever opens the link, as every page: a mail provider's one-click POST gets English.
    const textsOf = (request: FastifyRequest, reply: FastifyReply) =>
      serverTexts(pageLanguage(request, reply));

    scope.get<{ Params: { token: string } }>(PAGES.unsubscribe.path, options, async (request, reply) =>
      handlers.run(async () => {
        const t = await textsOf(request, reply);
        const userId = userOf(request);
        const found = userId !== null && (await accountExists(db, userId));
        return pages.send(reply, found ? askPage(t) : notFoundPage(t), t);
      }),
    );

    scope.post<{ Params: { token: string } }>(PAGES.unsubscribe.path, options, async (request, reply) =>
      handlers.run(async () => {
        const t = await textsOf(request, reply);
        const refusal = oneClickRefusal(request);
        if (refusal) return pages.send(reply, refusedPage(t, refusal), t);
        const userId = userOf(request);
        if (!userId || !(await turnNotificationMailOff(db, userId)))
          return pages.send(reply, notFoundPage(t), t);
        request.log.info('notification mails turned off from a mailed link');
        return pages.send(reply, donePage(t), t);
      }),
    );
    done();
  };
}
