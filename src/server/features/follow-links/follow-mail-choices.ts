import type { Db } from '../../db/database.js';
import { isMailCodeOf, linkIdOfCode, type MailCodePurpose } from './follow-tokens.js';
import { removeFollowEmail } from './follow-links.service.js';

/** The link a mail's code names, when the code was made for this purpose and the link's current address. */
async function linkOfCode(db: Db, secret: string, code: string, purpose: MailCodePurpose) {
  const linkId = linkIdOfCode(code);
  if (!linkId) return null;
  const link = await db.kysely
    .selectFrom('follow_links')
    .select(['id', 'email', 'email_confirmed_at'])
    .where('id', '=', linkId)
    .executeTakeFirst();
  if (!link?.email || !isMailCodeOf(secret, code, purpose, link.id, link.email)) return null;
  return link;
}

/** The confirmation mail's link was followed: the address may be sent the daily mail from now on. */
export async function confirmFollowEmail(db: Db, secret: string, code: string): Promise<boolean> {
  const link = await linkOfCode(db, secret, code, 'confirm');
  if (!link) return false;
  if (link.email_confirmed_at === null) {
    await db.write((trx) =>
      trx
        .updateTable('follow_links')
        .set({ email_confirmed_at: new Date().toISOString(), confirmation_due_at: null })
        .where('id', '=', link.id)
        .where('email', '=', link.email)
        .execute(),
    );
  }
  return true;
}

/** One-click unsubscription (RFC 8058) or the mail's own link: the address is forgotten. */
export async function stopFollowMails(db: Db, secret: string, code: string): Promise<boolean> {
  const link = await linkOfCode(db, secret, code, 'stop');
  if (!link) return false;
  await removeFollowEmail(db, link.id);
  return true;
}
