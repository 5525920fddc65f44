import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { localeTagOf } from '../../../shared/i18n/locales.js';
import { LANGUAGE_FIELD, LANGUAGE_FORM_PATH } from '../../../shared/rules/language-form.js';
import type { ServerContext } from '../../context.js';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { errorBody } from '../../errors.js';
import { acceptFormPosts } from '../../http/one-click-forms.js';
import { rememberLanguageOn } from '../../http/page-language.js';
import { ownOrigin } from '../../http/origins.js';
import { LANGUAGE_CHOICES_PER_ADDRESS } from '../../http/rate-limits.js';
import { setLanguage } from './profile.service.js';

/** The page a choice came from, on this site, to go back to; the landing page otherwise. */
function backTo(request: FastifyRequest): string {
  const referer = request.headers.referer;
  if (!referer) return '/';
  try {
    const url = new URL(referer);
    // A path of two slashes would be read as another host's address ("//evil.example").
    const same = url.origin === new URL(ownOrigin(request)).origin && !url.pathname.startsWith('//');
    return same ? `${url.pathname}${url.search}` : '/';
  } catch {
    return '/';
  }
}

/**
 * The language picker's form (decision 068): remembers the choice in this browser and, for a signed-in
 * person, on the account, then sends the browser back to the page it was on, drawn again by the server
 * in the new language. A form post, so it works before the page's script; a cross-site post is refused
 * by the Origin check every unsafe request passes (http/security.ts). An empty choice forgets it.
 */
export function languageForm(context: ServerContext) {
  return (scope: FastifyInstance, _options: unknown, done: () => void) => {
    acceptFormPosts(scope);
    const { max, windowMs } = LANGUAGE_CHOICES_PER_ADDRESS;
    const options = { schema: { hide: true }, config: { rateLimit: { max, timeWindow: windowMs } } };
    scope.post(LANGUAGE_FORM_PATH, options, async (request, reply: FastifyReply) => {
      const body = typeof request.body === 'string' ? new URLSearchParams(request.body) : null;
      const chosen = body?.get(LANGUAGE_FIELD);
      const language = chosen ? localeTagOf(chosen) : null;
      if (chosen === null || chosen === undefined || (chosen !== '' && !language)) {
        return reply
          .status(400)
          .send(errorBody(errorCodes.validation, 'Choose one of the languages Tiplist speaks.'));
      }
      const session = await context.sessions.find(request);
      if (session) await setLanguage(context, session.user.id, { language });
      rememberLanguageOn(reply, language, context.config);
      return reply.header('cache-control', 'no-store').redirect(backTo(request), 303);
    });
    done();
  };
}
