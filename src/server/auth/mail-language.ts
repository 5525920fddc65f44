import { acceptedLanguages, chooseLocale, rememberedLanguage } from '../../shared/i18n/locales.js';
import type { Translate } from '../../shared/i18n/translate.js';
import type { Db } from '../db/database.js';
import { languageOf, serverTexts } from '../mail/server-texts.js';

/**
 * The texts of a mail to an account (decision 068): in the account's language; an account with none yet
 * (its sign-up's verification mail is sent before the language it signed up in is stored) gets the
 * language of the request that made the mail, as its page was drawn in.
 */
export async function accountMailTexts(db: Db, userId: string, request?: Request): Promise<Translate> {
  const row = await db.kysely
    .selectFrom('user')
    .select('language')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (row?.language || !request) return serverTexts(languageOf(row?.language));
  return serverTexts(
    chooseLocale({
      remembered: rememberedLanguage(request.headers.get('cookie')),
      accepted: acceptedLanguages(request.headers.get('accept-language')),
    }),
  );
}
