import { sql, type Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * Travel companions (decision 069): people with accounts who share a trip or a guidebook with its owner,
 * as editors or viewers. The owner stays the list's `user_id`; a companion is a row of their own, which
 * every check reads inside its transaction, so a removal ends access with its commit. Invites are links
 * whose token is 256 random bits; the table keeps its SHA-256. Tips say which account added them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  for (const [table, list, lists] of [
    ['trip_companions', 'trip_id', 'trips'],
    ['guidebook_companions', 'guidebook_id', 'guidebooks'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn(list, 'text', (col) => col.notNull().references(`${lists}.id`).onDelete('cascade'))
      .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
      .addColumn('role', 'text', (col) => col.notNull())
      // An editor of a trip may ask for the owner's new-tip mails too.
      .addColumn('is_new_tip_mail', c.boolean, (col) => col.notNull().defaultTo(c.false))
      .addColumn('created_at', c.timestamp, (col) => col.notNull())
      .addPrimaryKeyConstraint(`${table}_pk`, [list, 'user_id'])
      .execute();
    // The dashboard lists the lists shared with a person.
    await db.schema.createIndex(`${table}_user`).on(table).column('user_id').execute();
  }

  await db.schema
    .createTable('companion_invites')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('token_hash', 'text', (col) => col.notNull().unique())
    .addColumn('trip_id', 'text', (col) => col.references('trips.id').onDelete('cascade'))
    .addColumn('guidebook_id', 'text', (col) => col.references('guidebooks.id').onDelete('cascade'))
    .addColumn('role', 'text', (col) => col.notNull())
    // An invite by mail is bound to this address and used once; a link invite has none.
    .addColumn('email', 'text')
    .addColumn('created_by', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .addColumn('expires_at', c.timestamp, (col) => col.notNull())
    .addColumn('revoked_at', c.timestamp)
    .addColumn('used_at', c.timestamp)
    .addCheckConstraint('companion_invites_one_list', sql`(trip_id is null) <> (guidebook_id is null)`)
    .execute();
  await db.schema.createIndex('companion_invites_trip').on('companion_invites').column('trip_id').execute();
  await db.schema
    .createIndex('companion_invites_guidebook')
    .on('companion_invites')
    .column('guidebook_id')
    .execute();
  // The daily count of an owner's invites by mail.
  await db.schema
    .createIndex('companion_invites_sender')
    .on('companion_invites')
    .columns(['created_by', 'created_at'])
    .execute();

  // What a companion is told on their next visit when an owner's deleted account took a list along.
  await db.schema
    .createTable('companion_notices')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('list_kind', 'text', (col) => col.notNull())
    .addColumn('list_name', 'text', (col) => col.notNull())
    .addColumn('owner_first_name', 'text', (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema
    .createIndex('companion_notices_user')
    .on('companion_notices')
    .columns(['user_id', 'created_at'])
    .execute();

  for (const tips of ['recommendations', 'guidebook_recommendations']) {
    await db.schema
      .alterTable(tips)
      .addColumn('added_by', 'text', (col) => col.references('user.id').onDelete('set null'))
      .execute();
    // When an account goes, both databases find the tips it added to forget who added them: without
    // an index, each would read the whole tip table.
    await db.schema.createIndex(`${tips}_added_by`).on(tips).column('added_by').execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const tips of ['guidebook_recommendations', 'recommendations']) {
    await db.schema.dropIndex(`${tips}_added_by`).execute();
    await db.schema.alterTable(tips).dropColumn('added_by').execute();
  }
  await db.schema.dropTable('companion_notices').execute();
  await db.schema.dropTable('companion_invites').execute();
  await db.schema.dropTable('guidebook_companions').execute();
  await db.schema.dropTable('trip_companions').execute();
}
