import type { Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * The owner's control of every link: when the ask link was last made anew (until then the trip's id
 * address asks too), whether it was revoked, whether tip collection is paused, and how often each link
 * was opened.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  await db.schema.alterTable('trips').addColumn('ask_link_created_at', c.timestamp).execute();
  await db.schema
    .alterTable('trips')
    .addColumn('is_ask_link_revoked', c.boolean, (col) => col.notNull().defaultTo(c.false))
    .execute();
  await db.schema.alterTable('trips').addColumn('tips_paused_at', c.timestamp).execute();
  await db.schema
    .alterTable('trips')
    .addColumn('ask_link_opens', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  for (const table of ['shared_favorites', 'shared_guidebooks']) {
    await db.schema
      .alterTable(table)
      .addColumn('opens', 'integer', (col) => col.notNull().defaultTo(0))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['shared_guidebooks', 'shared_favorites']) {
    await db.schema.alterTable(table).dropColumn('opens').execute();
  }
  for (const column of ['ask_link_opens', 'tips_paused_at', 'is_ask_link_revoked', 'ask_link_created_at']) {
    await db.schema.alterTable('trips').dropColumn(column).execute();
  }
}
