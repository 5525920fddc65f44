import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SessionUser } from '../../shared/contracts/auth.js';
import { isPseudoLocale, localeTagOf, rememberedLanguage } from '../../shared/i18n/locales.js';
import type { AppConfig } from '../config.js';
import type { ServerContext } from '../context.js';
import { pageLanguage, rememberLanguageOn } from '../http/page-language.js';
import { announceUserChange } from './changed-user.js';

/**
 * An account's language wins in every browser it signs in from (decision 068): when the browser's choice
 * differs, it is set to the account's, so the next page the server draws speaks it.
 */
export function followAccountLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
): SessionUser {
  const remembered = rememberedLanguage(request.headers.cookie);
  // A test language chosen in this browser stays (shared/i18n/locales.ts).
  if (user.language && remembered !== user.language && !isPseudoLocale(remembered)) {
    rememberLanguageOn(reply, user.language, config);
  }
  return user;
}

/**
 * A new account keeps the language it signed up in, so its mails speak it from the first; the person
 * changes it in their profile. A pseudo-language (tests) is not kept.
 */
export async function keepSignUpLanguage(
  context: Pick<ServerContext, 'db' | 'bus'>,
  request: FastifyRequest,
  reply: FastifyReply,
  user: SessionUser,
): Promise<SessionUser> {
  const language = localeTagOf(pageLanguage(request, reply));
  if (!language) return user;
  await context.db.kysely.updateTable('user').set({ language }).where('id', '=', user.id).execute();
  return announceUserChange(context, user.id);
}
