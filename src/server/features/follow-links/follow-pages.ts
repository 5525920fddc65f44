import type { FastifyInstance } from 'fastify';
import { PAGES } from '../../../shared/pages/page-table.js';
import type { ServerContext } from '../../context.js';
import { AppError } from '../../errors.js';
import { type DrawnPage, drawnPages, messageMarkup, type MessagePage } from '../../http/drawn-pages.js';
import {
  acceptFormPosts,
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  oneClickRefusal,
} from '../../http/one-click-forms.js';
import { confirmFollowEmail, stopFollowMails } from './follow-mail-choices.js';
import { followPageMarkup } from './follow-page-html.js';
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

const message = (title: string, page: MessagePage, status = 200): DrawnPage => ({
  title,
  status,
  markup: messageMarkup(page),
});
const GONE = message(
  'Link not found',
  { heading: FOLLOW_LINK_GONE, paragraphs: ['The follow link was deleted, or its address is not complete.'] },
  404,
);
const NOT_ONE_CLICK = (status: 400 | 415) =>
  message(
    'Nothing was changed',
    {
      heading: 'Nothing was changed.',
      paragraphs: ['This address stops mails only with the button on its page.'],
    },
    status,
  );

/** The follow page and its mails' pages, drawn by the server (decision 062, http/drawn-pages.ts). */
export function registerFollowPages(app: FastifyInstance, { db, config, handlers }: ServerContext): void {
  const pages = drawnPages(config.webDir);
  const hide = { schema: { hide: true } };

  app.get<TokenParams>(
    PAGES.follow.path,
    { ...hide, ...perMinute(FOLLOW_PAGES_PER_MINUTE) },
    async (request, reply) => {
      const { token } = request.params;
      try {
        const view = await readFollowView(db, token, Boolean(config.publicUrl));
        const markup = followPageMarkup(view, { api: viewPathOf(token), events: eventsPathOf(token) });
        return await pages.send(reply, { title: `Your tips for ${view.destination}`, markup, live: true });
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return pages.send(reply, GONE);
        throw error;
      }
    },
  );

  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the pages' buttons post a form too.
  void app.register((scope, _options, done) => {
    acceptFormPosts(scope);
    const choices = { ...hide, ...perMinute(MAIL_CHOICES_PER_MINUTE) };

    scope.get<TokenParams>(PAGES.followMailConfirm.path, choices, (_request, reply) =>
      pages.send(
        reply,
        message('Confirm your address', {
          heading: 'Confirm your address',
          paragraphs: [
            'Confirm that this address may get a mail, at most once a day, when a tip you sent is tried.',
          ],
          form: { button: 'Confirm my address' },
        }),
      ),
    );
    scope.post<TokenParams>(PAGES.followMailConfirm.path, choices, (request, reply) =>
      handlers.run(async () => {
        const confirmed = await confirmFollowEmail(db, config.authSecret, request.params.token);
        if (!confirmed) return pages.send(reply, GONE);
        return pages.send(
          reply,
          message('Address confirmed', {
            heading: 'Address confirmed',
            paragraphs: [
              'You will get at most one mail a day when a tip you sent is tried. Every mail has a link to stop them.',
            ],
          }),
        );
      }),
    );

    scope.get<TokenParams>(PAGES.followMailStop.path, choices, (_request, reply) =>
      pages.send(
        reply,
        message('Stop these mails', {
          heading: 'Stop these mails?',
          paragraphs: ['No more mails about your tips will be sent to this address.'],
          form: { button: 'Stop the mails', fields: { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } },
        }),
      ),
    );
    scope.post<TokenParams>(PAGES.followMailStop.path, choices, (request, reply) =>
      handlers.run(async () => {
        const refusal = oneClickRefusal(request);
        if (refusal) return pages.send(reply, NOT_ONE_CLICK(refusal));
        if (!(await stopFollowMails(db, config.authSecret, request.params.token)))
          return pages.send(reply, GONE);
        return pages.send(
          reply,
          message('Mails stopped', {
            heading: 'Mails stopped',
            paragraphs: [
              'No more mails about your tips will be sent to this address. The address is forgotten.',
            ],
          }),
        );
      }),
    );
    done();
  });
}
