import { sql, type Kysely } from 'kysely';
import { dialectOf } from './column-types.js';

/**
 * The offline place search looks tagged places up by the start of their name, case ignored: an index on
 * the lower-cased name serves its range scan (`>= 'lis' and < 'lit'`). On PostgreSQL the range compares
 * code points ("C"), as SQLite does: a language's collation may skip punctuation and break the range.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const key = dialectOf(db) === 'postgres' ? sql`(lower(place_name) collate "C")` : sql`lower(place_name)`;
  await db.schema
    .createIndex('recommendations_place_name_idx')
    .on('recommendations')
    .expression(key)
    .where(sql.ref('place_name'), 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recommendations_place_name_idx').execute();
}
