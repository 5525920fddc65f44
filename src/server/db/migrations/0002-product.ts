import { sql, type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely } from 'kysely';
import { CATEGORIES, PLACE_TYPES } from '../../../shared/categories.js';
import { columnsFor, dialectOf, type DialectColumns } from './column-types.js';

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

/** Columns shared by trip tips and guidebook tips. */
function tipColumns<T extends string>(name: T, table: CreateTableBuilder<T>, c: DialectColumns) {
  return table
    .addColumn('category', 'text', (col) => col.notNull())
    .addColumn('content', 'text', (col) => col.notNull())
    .addColumn('is_favorite', c.boolean, (col) => col.notNull().defaultTo(c.false))
    .addColumn('order_index', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('place_id', 'text')
    .addColumn('place_name', 'text')
    .addColumn('place_address', 'text')
    .addColumn('latitude', c.double)
    .addColumn('longitude', c.double)
    .addColumn('place_type', 'text', (col) => col.notNull().defaultTo('text'))
    .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addCheckConstraint(`${name}_category_check`, inList('category', CATEGORIES))
    .addCheckConstraint(`${name}_place_type_check`, inList('place_type', PLACE_TYPES));
}

export async function up(db: Kysely<unknown>): Promise<void> {
  const c = columnsFor(dialectOf(db));
  const owner = (col: ColumnDefinitionBuilder) => col.notNull().references('user.id').onDelete('cascade');

  await db.schema
    .createTable('trips')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', owner)
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('recommendation_types', 'text')
    .addColumn('share_token', 'text', (col) => col.notNull().unique())
    .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .execute();
  await db.schema
    .createIndex('trips_user_created_idx')
    .on('trips')
    .columns(['user_id', 'created_at'])
    .execute();

  await tipColumns(
    'recommendations',
    db.schema
      .createTable('recommendations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('trip_id', 'text', (col) => col.notNull().references('trips.id').onDelete('cascade'))
      .addColumn('contributor_name', 'text')
      .addColumn('is_completed', c.boolean, (col) => col.notNull().defaultTo(c.false)),
    c,
  ).execute();
  await db.schema
    .createIndex('recommendations_trip_order_idx')
    .on('recommendations')
    .columns(['trip_id', 'order_index'])
    .execute();
  await db.schema
    .createIndex('recommendations_trip_category_order_idx')
    .on('recommendations')
    .columns(['trip_id', 'category', 'order_index'])
    .execute();

  await db.schema
    .createTable('guidebooks')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', owner)
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('destination', 'text', (col) => col.notNull())
    .addColumn('description', 'text')
    .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .addColumn('updated_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .execute();
  await db.schema
    .createIndex('guidebooks_user_created_idx')
    .on('guidebooks')
    .columns(['user_id', 'created_at'])
    .execute();

  await tipColumns(
    'guidebook_recommendations',
    db.schema
      .createTable('guidebook_recommendations')
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('guidebook_id', 'text', (col) =>
        col.notNull().references('guidebooks.id').onDelete('cascade'),
      ),
    c,
  ).execute();
  await db.schema
    .createIndex('guidebook_recommendations_order_idx')
    .on('guidebook_recommendations')
    .columns(['guidebook_id', 'order_index'])
    .execute();
  await db.schema
    .createIndex('guidebook_recommendations_category_order_idx')
    .on('guidebook_recommendations')
    .columns(['guidebook_id', 'category', 'order_index'])
    .execute();

  for (const [table, parent, parentTable] of [
    ['shared_favorites', 'trip_id', 'trips'],
    ['shared_guidebooks', 'guidebook_id', 'guidebooks'],
  ] as const) {
    await db.schema
      .createTable(table)
      .addColumn('id', 'text', (col) => col.primaryKey())
      .addColumn('share_token', 'text', (col) => col.notNull().unique())
      .addColumn(parent, 'text', (col) => col.notNull().references(`${parentTable}.id`).onDelete('cascade'))
      .addColumn('expires_at', c.timestamp, (col) => col.notNull())
      .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
      .execute();
    await db.schema.createIndex(`${table}_${parent}_idx`).on(table).column(parent).execute();
  }

  await db.schema
    .createTable('images')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'text', owner)
    .addColumn('content_type', 'text', (col) => col.notNull())
    .addColumn('width', 'integer', (col) => col.notNull())
    .addColumn('height', 'integer', (col) => col.notNull())
    .addColumn('data', c.blob, (col) => col.notNull())
    .addColumn('created_at', c.timestamp, (col) => col.notNull().defaultTo(c.now))
    .execute();
  await db.schema.createIndex('images_user_idx').on('images').column('user_id').execute();

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('hits', 'integer', (col) => col.notNull())
    .addColumn('reset_at', c.bigint, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('rate_limits_reset_idx').on('rate_limits').column('reset_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'rate_limits',
    'images',
    'shared_guidebooks',
    'shared_favorites',
    'guidebook_recommendations',
  ];
  for (const table of [...tables, 'guidebooks', 'recommendations', 'trips']) {
    await db.schema.dropTable(table).execute();
  }
}
