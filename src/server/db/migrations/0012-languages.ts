import type { Kysely } from 'kysely';

/**
 * The language each person reads Tiplist in (decision 068): an account's, chosen in its profile (null: the
 * browser decides), and a friend's who left an address for follow mails, as their page was shown.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('user').addColumn('language', 'text').execute();
  await db.schema.alterTable('follow_links').addColumn('language', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('follow_links').dropColumn('language').execute();
  await db.schema.alterTable('user').dropColumn('language').execute();
}
