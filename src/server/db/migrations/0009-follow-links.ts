import { sql, type Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * Follow links (decision 062): a friend's private page of the tips they sent. The link's token is 256
 * random bits that only the friend's browser holds; the table keeps its SHA-256, so a copy of the
 * database opens no follow page. A link may carry the friend's e-mail address: one confirmation mail,
 * then at most one mail a day when the traveller ticks one of its tips done, each sent by one instance
 * under a lease.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  await db.schema
    .createTable('follow_links')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('submission_id', 'text', (col) =>
      col.notNull().references('submissions.id').onDelete('cascade'),
    )
    .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('email', 'text')
    .addColumn('email_confirmed_at', c.timestamp)
    // The confirmation mail waits here until sent; null once sent (or with no address).
    .addColumn('confirmation_due_at', c.timestamp)
    // A tip was ticked done: the daily mail is due then (or a day after the last one).
    .addColumn('mail_due_at', c.timestamp)
    .addColumn('leased_until', c.timestamp)
    .addColumn('last_mailed_at', c.timestamp)
    // JSON: ids of the tips a mail has already told as done, so no tip is told twice.
    .addColumn('mailed_tip_ids', 'text', (col) => col.notNull().defaultTo('[]'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  // Ticking a tip done finds its submission's links; a deleted trip or submission takes them along.
  await db.schema.createIndex('follow_links_submission').on('follow_links').column('submission_id').execute();
  await db.schema.createIndex('follow_links_trip').on('follow_links').column('trip_id').execute();
  // The sender asks for due mails only.
  await db.schema
    .createIndex('follow_links_mail_due')
    .on('follow_links')
    .column('mail_due_at')
    .where(sql.ref('mail_due_at'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('follow_links_confirmation_due')
    .on('follow_links')
    .column('confirmation_due_at')
    .where(sql.ref('confirmation_due_at'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('follow_links').execute();
}
