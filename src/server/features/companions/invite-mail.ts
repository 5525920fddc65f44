import type { CompanionRole } from '../../../shared/rules/list-roles.js';
import type { ListKind } from '../../auth/list-access.js';
import type { Db } from '../../db/database.js';
import { escapeHtml, mailText } from '../../mail/mail-text.js';
import type { MailMessage } from '../../mail/mailer.js';
import { languageOf, serverTexts } from '../../mail/server-texts.js';

interface InviteMailFacts {
  to: string;
  kind: ListKind;
  /** The trip's destination or the guidebook's title, and the owner's first name: text people typed. */
  listName: string;
  ownerFirstName: string;
  role: CompanionRole;
  link: string;
}

/**
 * The invite by mail (decision 069), in the language of the account the address belongs to, or else in
 * the owner's: the recipient most likely shares it.
 */
export async function inviteMail(
  db: Db,
  ownerLanguage: string | null,
  facts: InviteMailFacts,
): Promise<MailMessage> {
  const account = await db.kysely
    .selectFrom('user')
    .select('language')
    .where('email', '=', facts.to)
    .executeTakeFirst();
  const t = await serverTexts(languageOf(account?.language ?? ownerLanguage));
  const name = mailText(facts.ownerFirstName);
  const listName = mailText(facts.listName);
  const { role, link } = facts;
  const subject =
    facts.kind === 'trip'
      ? t('mail.invite.subjectTrip', { name, destination: listName })
      : t('mail.invite.subjectGuidebook', { name, title: listName });
  const intro =
    facts.kind === 'trip'
      ? t('mail.invite.introTrip', { name, destination: listName, role })
      : t('mail.invite.introGuidebook', { name, title: listName, role });
  const terms = t('mail.invite.terms', { name });
  const text = [intro, '', t('mail.invite.textJoin'), '', link, '', terms].join('\n');
  const html = `<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(t('mail.invite.button'))}</a></p>
<p>${escapeHtml(terms)}</p>`;
  return { to: facts.to, subject, text, html };
}
