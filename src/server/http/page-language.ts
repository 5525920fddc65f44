import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptedLanguages,
  chooseLocale,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  rememberedLanguage,
  type AnyLocale,
} from '../../shared/i18n/locales.js';
import { withHtmlLanguage } from '../../shared/rules/localized-html.js';
import type { AppConfig } from '../config.js';
import { addVary } from './cache-headers.js';
import { servedOverHttps } from './origins.js';

/**
 * The language a page is drawn in (decision 068): the account's when the page knows who asks, then the
 * one chosen in this browser (its cookie), then the first of Accept-Language that Tiplist speaks, else
 * English. A page that depends on it says so: `Vary: Accept-Language, Cookie`.
 */
export function pageLanguage(
  request: FastifyRequest,
  reply: FastifyReply,
  account?: string | null,
): AnyLocale {
  addVary(addVary(reply, 'Accept-Language'), 'Cookie');
  return chooseLocale({
    account,
    remembered: rememberedLanguage(request.headers.cookie),
    accepted: acceptedLanguages(request.headers['accept-language']),
  });
}

/** `<html lang dir>` of a page set to `locale`, marked as chosen by the server. */
export const htmlInLanguage = withHtmlLanguage;

/** Keeps `locale` as this browser's choice, so pages drawn before any script speak it (an account's); null forgets it. */
export function rememberLanguageOn(
  reply: FastifyReply,
  locale: AnyLocale | null,
  config: Pick<AppConfig, 'publicUrl' | 'port'>,
): void {
  const secure = servedOverHttps(config) ? '; Secure' : '';
  // null forgets the choice: the browser's own languages decide again.
  const value =
    locale === null
      ? '=; Max-Age=0'
      : `=${encodeURIComponent(locale)}; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}`;
  reply.header('set-cookie', `${LANGUAGE_COOKIE}${value}; Path=/; SameSite=Lax${secure}`);
}
