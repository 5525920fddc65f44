import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { ServerContext } from '../../context.js';
import { PRIVATE_ANSWER } from '../../http/cache-headers.js';
import { UNSUBSCRIBE_PER_ADDRESS } from '../../http/rate-limits.js';
import {
  askPage,
  badRequestPage,
  donePage,
  notFoundPage,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
} from './unsubscribe-html.js';
import { accountExists, turnNotificationMailOff } from './unsubscribe.service.js';
import { userOfUnsubscribeToken } from './unsubscribe-tokens.js';

/** The one-click body is a few dozen bytes; a form of more is not one. */
const FORM_BODY_LIMIT = 2048;

type PageRequest = FastifyRequest<{ Params: { token: string }; Body: unknown }>;

function sendPage(reply: FastifyReply, status: number, html: string) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', PRIVATE_ANSWER)
    .send(html);
}

/** The value of one field of a multipart/form-data body, or null when it has none (RFC 7578). */
function multipartField(body: string, contentType: string, field: string): string | null {
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (!boundary) return null;
  for (const part of body.split(`--${boundary}`)) {
    const [head = '', ...rest] = part.replace(/^\r?\n/, '').split(/\r?\n\r?\n/);
    if (new RegExp(`name="${field}"`, 'i').test(head)) return rest.join('\n\n').replace(/\r?\n$/, '');
  }
  return null;
}

/**
 * Whether the body is RFC 8058's one-click request, `List-Unsubscribe=One-Click`: form-encoded, as mail
 * providers and the page's button send it, or as multipart/form-data, which the RFC also names.
 */
export function isOneClick(request: PageRequest): boolean {
  const body = request.body;
  const contentType = request.headers['content-type'] ?? '';
  // Only this scope's form parsers give a string; a JSON body is an object and is not one.
  if (typeof body !== 'string') return false;
  const value = contentType.toLowerCase().startsWith('multipart/form-data')
    ? multipartField(body, contentType, ONE_CLICK_FIELD)
    : new URLSearchParams(body).get(ONE_CLICK_FIELD);
  return value === ONE_CLICK_VALUE;
}

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
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data']) {
      scope.addContentTypeParser(type, { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT }, (_r, body, done) =>
        done(null, body),
      );
    }
    const rateLimit = { max: UNSUBSCRIBE_PER_ADDRESS.max, timeWindow: UNSUBSCRIBE_PER_ADDRESS.windowMs };
    const options = { schema: { hide: true }, config: { rateLimit } };
    const userOf = (request: PageRequest) => userOfUnsubscribeToken(config.authSecret, request.params.token);

    scope.get<{ Params: { token: string } }>(PAGES.unsubscribe.path, options, async (request, reply) =>
      handlers.run(async () => {
        const userId = userOf(request as PageRequest);
        if (!userId || !(await accountExists(db, userId))) return sendPage(reply, 404, notFoundPage());
        return sendPage(reply, 200, askPage());
      }),
    );

    scope.post<{ Params: { token: string }; Body: unknown }>(
      PAGES.unsubscribe.path,
      options,
      async (request, reply) =>
        handlers.run(async () => {
          const userId = userOf(request);
          if (!userId) return sendPage(reply, 404, notFoundPage());
          if (typeof request.body !== 'string') return sendPage(reply, 415, badRequestPage());
          if (!isOneClick(request)) return sendPage(reply, 400, badRequestPage());
          const turnedOff = await turnNotificationMailOff(db, userId);
          if (!turnedOff) return sendPage(reply, 404, notFoundPage());
          request.log.info('notification mails turned off from a mailed link');
          return sendPage(reply, 200, donePage());
        }),
    );
    done();
  };
}
