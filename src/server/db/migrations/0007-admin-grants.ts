import type { Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * Admin rights given to an account by `npm run admin -- grant <email>`, kept beside ADMIN_EMAILS
 * (decision 028). A grant goes with its account.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  await db.schema
    .createTable('admin_grants')
    .addColumn('user_id', 'text', (col) => col.primaryKey().references('user.id').onDelete('cascade'))
    .addColumn('granted_at', c.timestamp, (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('admin_grants').execute();
}
