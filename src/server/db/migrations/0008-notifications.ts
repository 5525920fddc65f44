import { sql, type Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * What friends sent, and the owner's notifications of it (decision 060). A submission is one friend's
 * send: who, and a copy of the tips' words as sent, so a follow page can still name a tip the owner has
 * deleted. The first submission to a trip opens a batch that is due a window later; every submission
 * until then joins it. A due batch becomes one delivery per channel (mail, webhook), each retried on
 * its own; a delivery is leased while it is being sent, so one instance sends it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  await db.schema
    .createTable('notification_batches')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('opened_at', c.timestamp, (col) => col.notNull())
    .addColumn('due_at', c.timestamp, (col) => col.notNull())
    .addColumn('composed_at', c.timestamp)
    .execute();
  // The sender asks for due batches not yet composed; a submission, for its trip's open one.
  await db.schema
    .createIndex('notification_batches_due')
    .on('notification_batches')
    .column('due_at')
    .where(sql.ref('composed_at'), 'is', null)
    .execute();
  await db.schema
    .createIndex('notification_batches_open')
    .on('notification_batches')
    .column('trip_id')
    .where(sql.ref('composed_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('submissions')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
    .addColumn('batch_id', 'text', (col) => col.references('notification_batches.id').onDelete('set null'))
    .addColumn('contributor_name', 'text')
    .addColumn('tips', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('submissions_trip').on('submissions').column('trip_id').execute();
  await db.schema.createIndex('submissions_batch').on('submissions').column('batch_id').execute();
  await db.schema
    .alterTable('recommendations')
    .addColumn('submission_id', 'text', (col) => col.references('submissions.id').onDelete('set null'))
    .execute();
  await db.schema
    .createIndex('recommendations_submission')
    .on('recommendations')
    .column('submission_id')
    .execute();
  await db.schema
    .createTable('notification_deliveries')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('batch_id', 'text', (col) =>
      col.notNull().references('notification_batches.id').onDelete('cascade'),
    )
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('channel', 'text', (col) => col.notNull())
    .addColumn('message_id', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('next_attempt_at', c.timestamp, (col) => col.notNull())
    .addColumn('leased_until', c.timestamp)
    .addColumn('last_error', 'text')
    .addColumn('sent_at', c.timestamp)
    .addColumn('gave_up_at', c.timestamp)
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('notification_deliveries_pending')
    .on('notification_deliveries')
    .column('next_attempt_at')
    .where(sql<boolean>`sent_at is null and gave_up_at is null`)
    .execute();
  await db.schema
    .createIndex('notification_deliveries_user')
    .on('notification_deliveries')
    .columns(['user_id', 'created_at'])
    .execute();
  await db.schema
    .createTable('notification_settings')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('is_email_off', c.boolean, (col) => col.notNull().defaultTo(c.false))
    .addColumn('webhook_url', 'text')
    .addColumn('webhook_format', 'text', (col) => col.notNull().defaultTo('json'))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull())
    .execute();
  for (const column of ['is_notifications_muted', 'is_following_off']) {
    await db.schema
      .alterTable('trips')
      .addColumn(column, c.boolean, (col) => col.notNull().defaultTo(c.false))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const column of ['is_following_off', 'is_notifications_muted']) {
    await db.schema.alterTable('trips').dropColumn(column).execute();
  }
  await db.schema.dropTable('notification_settings').execute();
  await db.schema.dropTable('notification_deliveries').execute();
  await db.schema.dropIndex('recommendations_submission').execute();
  await db.schema.alterTable('recommendations').dropColumn('submission_id').execute();
  await db.schema.dropTable('submissions').execute();
  await db.schema.dropTable('notification_batches').execute();
}
