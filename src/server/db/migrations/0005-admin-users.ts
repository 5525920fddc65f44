import { sql, type Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * The admin list shows when each account last signed in, and pages through every account newest
 * first: (createdAt, id) serves its keyset, the id breaking ties between accounts made in the same
 * millisecond. Force logout finds an account by its e-mail in any case: the unique index is on the
 * e-mail as written, so lower(email) has its own.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  await db.schema.alterTable('user').addColumn('last_sign_in_at', c.timestamp).execute();
  await db.schema.createIndex('user_created_idx').on('user').columns(['createdAt', 'id']).execute();
  await db.schema
    .createIndex('user_email_lower_idx')
    .on('user')
    .expression(sql`lower(email)`)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('user_email_lower_idx').execute();
  await db.schema.dropIndex('user_created_idx').execute();
  await db.schema.alterTable('user').dropColumn('last_sign_in_at').execute();
}
