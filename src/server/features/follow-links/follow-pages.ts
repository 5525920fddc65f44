import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { ServerContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { confirmFollowEmail, stopFollowMails } from './follow-mail-choices.js';
import { followDocument, followPageMarkup, messageMarkup, PLAIN_DOCUMENT } from './follow-page-html.js';
import { eventsPathOf, readFollowView, viewPathOf } from './follow-view.js';
import { FOLLOW_LINK_GONE } from './follow-links.service.js';

/** Per client address: a follow page refetches itself when its trip changes, so generously. */
export const FOLLOW_PAGES_PER_MINUTE = 120;
/** The mails' pages: a person follows such a link now and then. */
export const MAIL_CHOICES_PER_MINUTE = 20;

const perMinute = (max: number) => ({ config: { rateLimit: { max, timeWindow: 60_000 } } });
interface TokenParams {
  Params: { token: string };
}

/**
 * The follow page and its mails' pages, drawn by the server (decision 062). The token is in the address,
 * so no answer may be kept by a cache, found by a search engine or named in a Referer to another site.
 */
function sendDrawn(reply: FastifyReply, template: string, title: string, markup: string, status = 200) {
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('x-robots-tag', 'noindex')
    .header('referrer-policy', 'no-referrer')
    .send(followDocument(template, title, markup));
}

/** The built follow.html (its CSS and its one small script), or a plain document without a build. */
function loadTemplate(webDir: string | undefined): string {
  const file = webDir ? path.join(webDir, 'follow.html') : null;
  return file && existsSync(file) ? readFileSync(file, 'utf8') : PLAIN_DOCUMENT;
}

export function registerFollowPages(app: FastifyInstance, { db, config }: ServerContext): void {
  const template = loadTemplate(config.webDir);
  const hide = { schema: { hide: true } };
  const gone = (reply: FastifyReply) =>
    sendDrawn(
      reply,
      template,
      'Link not found',
      messageMarkup(FOLLOW_LINK_GONE, 'The follow link was deleted, or its address is not complete.'),
      404,
    );

  app.get<TokenParams>(
    PAGES.follow.path,
    { ...hide, ...perMinute(FOLLOW_PAGES_PER_MINUTE) },
    async (request, reply) => {
      const { token } = request.params;
      try {
        const view = await readFollowView(db, token, Boolean(config.publicUrl));
        const markup = followPageMarkup(view, { api: viewPathOf(token), events: eventsPathOf(token) });
        return await sendDrawn(reply, template, `Your tips for ${view.destination}`, markup);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return gone(reply);
        throw error;
      }
    },
  );

  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the pages' buttons post the same.
  void app.register((scope, _options, done) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, body, parsed) => parsed(null, body),
    );
    const choices = { ...hide, ...perMinute(MAIL_CHOICES_PER_MINUTE) };

    scope.get<TokenParams>(PAGES.followMailConfirm.path, choices, (request, reply) =>
      sendDrawn(
        reply,
        template,
        'Confirm your address',
        messageMarkup(
          'Confirm your address',
          'Confirm that this address may get a mail, at most once a day, when a tip you sent is tried.',
          { action: request.url, button: 'Confirm my address' },
        ),
      ),
    );
    scope.post<TokenParams>(PAGES.followMailConfirm.path, choices, async (request, reply) => {
      const confirmed = await confirmFollowEmail(db, config.authSecret, request.params.token);
      return confirmed
        ? sendDrawn(
            reply,
            template,
            'Address confirmed',
            messageMarkup(
              'Address confirmed',
              'You will get at most one mail a day when a tip you sent is tried. Every mail has a link to stop them.',
            ),
          )
        : gone(reply);
    });

    scope.get<TokenParams>(PAGES.followMailStop.path, choices, (request, reply) =>
      sendDrawn(
        reply,
        template,
        'Stop these mails',
        messageMarkup('Stop these mails?', 'No more mails about your tips will be sent to this address.', {
          action: request.url,
          button: 'Stop the mails',
        }),
      ),
    );
    scope.post<TokenParams>(PAGES.followMailStop.path, choices, async (request, reply) => {
      const stopped = await stopFollowMails(db, config.authSecret, request.params.token);
      return stopped
        ? sendDrawn(
            reply,
            template,
            'Mails stopped',
            messageMarkup(
              'Mails stopped',
              'No more mails about your tips will be sent to this address. The address is forgotten.',
            ),
          )
        : gone(reply);
    });
    done();
  });
}
