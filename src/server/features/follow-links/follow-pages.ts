import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Translate } from '../../../shared/i18n/translate.js';
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
import { pageLanguage } from '../../http/page-language.js';
import { serverTexts } from '../../mail/server-texts.js';
import { confirmFollowEmail, stopFollowMails } from './follow-mail-choices.js';
import { followPageMarkup } from './follow-page-html.js';
import { eventsPathOf, readFollowView, viewPathOf } from './follow-view.js';

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
const gone = (t: Translate) =>
  message(
    t('follow.gone.title'),
    { heading: t('follow.gone.heading'), paragraphs: [t('follow.gone.text')] },
    404,
  );
const notOneClick = (t: Translate, status: 400 | 415) =>
  message(
    t('follow.refused.title'),
    { heading: t('follow.refused.heading'), paragraphs: [t('follow.refused.text')] },
    status,
  );

/** The texts of a page in its visitor's language (decision 068): whoever opened the link, as every page. */
const textsOf = (request: FastifyRequest, reply: FastifyReply) => serverTexts(pageLanguage(request, reply));

/** The follow page and its mails' pages, drawn by the server (decision 062, http/drawn-pages.ts). */
export function registerFollowPages(app: FastifyInstance, { db, config, handlers }: ServerContext): void {
  const pages = drawnPages(config.webDir);
  const hide = { schema: { hide: true } };

  app.get<TokenParams>(
    PAGES.follow.path,
    { ...hide, ...perMinute(FOLLOW_PAGES_PER_MINUTE) },
    async (request, reply) => {
      const { token } = request.params;
      const t = await textsOf(request, reply);
      try {
        const view = await readFollowView(db, token, Boolean(config.publicUrl));
        const markup = followPageMarkup(t, view, { api: viewPathOf(token), events: eventsPathOf(token) });
        const title = t('follow.page.title', { destination: view.destination });
        return await pages.send(reply, { title, markup, live: true }, t);
      } catch (error) {
        if (error instanceof AppError && error.statusCode === 404) return pages.send(reply, gone(t), t);
        throw error;
      }
    },
  );

  // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058); the pages' buttons post a form too.
  void app.register((scope, _options, done) => {
    acceptFormPosts(scope);
    const choices = { ...hide, ...perMinute(MAIL_CHOICES_PER_MINUTE) };

    scope.get<TokenParams>(PAGES.followMailConfirm.path, choices, async (request, reply) => {
      const t = await textsOf(request, reply);
      return pages.send(
        reply,
        message(t('follow.confirm.title'), {
          heading: t('follow.confirm.heading'),
          paragraphs: [t('follow.confirm.text')],
          form: { button: t('follow.confirm.button') },
        }),
        t,
      );
    });
    scope.post<TokenParams>(PAGES.followMailConfirm.path, choices, (request, reply) =>
      handlers.run(async () => {
        const t = await textsOf(request, reply);
        const confirmed = await confirmFollowEmail(db, config.authSecret, request.params.token);
        if (!confirmed) return pages.send(reply, gone(t), t);
        return pages.send(
          reply,
          message(t('follow.confirmed.title'), {
            heading: t('follow.confirmed.heading'),
            paragraphs: [t('follow.confirmed.text')],
          }),
          t,
        );
      }),
    );

    scope.get<TokenParams>(PAGES.followMailStop.path, choices, async (request, reply) => {
      const t = await textsOf(request, reply);
      return pages.send(
        reply,
        message(t('follow.stop.title'), {
          heading: t('follow.stop.heading'),
          paragraphs: [t('follow.stop.text')],
          form: { button: t('follow.stop.button'), fields: { [ONE_CLICK_FIELD]: ONE_CLICK_VALUE } },
        }),
        t,
      );
    });
    scope.post<TokenParams>(PAGES.followMailStop.path, choices, (request, reply) =>
      handlers.run(async () => {
        const t = await textsOf(request, reply);
        const refusal = oneClickRefusal(request);
        if (refusal) return pages.send(reply, notOneClick(t, refusal), t);
        if (!(await stopFollowMails(db, config.authSecret, request.params.token)))
          return pages.send(reply, gone(t), t);
        return pages.send(
          reply,
          message(t('follow.stopped.title'), {
            heading: t('follow.stopped.heading'),
            paragraphs: [t('follow.stopped.text')],
          }),
          t,
        );
      }),
    );
    done();
  });
}
