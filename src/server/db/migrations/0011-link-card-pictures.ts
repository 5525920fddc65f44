import type { Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * The pictures of link cards (decision 066): one per list and kind of link, made again only when what it
 * shows changes (`hash`). It shows its owner's name and picture, so it goes with the account, the trip or
 * the guidebook.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  await db.schema
    .createTable('link_card_pictures')
    .addColumn('list_key', 'text', (col) => col.primaryKey())
    .addColumn('hash', 'text', (col) => col.notNull())
    .addColumn('user_id', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('trip_id', 'text', (col) => col.references('trips.id').onDelete('cascade'))
    .addColumn('guidebook_id', 'text', (col) => col.references('guidebooks.id').onDelete('cascade'))
    .addColumn('png', c.blob, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('link_card_pictures_user').on('link_card_pictures').column('user_id').execute();
  await db.schema.createIndex('link_card_pictures_trip').on('link_card_pictures').column('trip_id').execute();
  await db.schema
    .createIndex('link_card_pictures_guidebook')
    .on('link_card_pictures')
    .column('guidebook_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('link_card_pictures').execute();
}
