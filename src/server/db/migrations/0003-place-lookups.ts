import type { Kysely } from 'kysely';

/** Place details and stored-place search look tips up by place id; most tips carry none. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('recommendations_place_idx')
    .on('recommendations')
    .column('place_id')
    .where('place_id', 'is not', null)
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('recommendations_place_idx').execute();
}
