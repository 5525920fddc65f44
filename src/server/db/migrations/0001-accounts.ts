import type { Kysely } from 'kysely';
import { columnsFor, dialectOf } from './column-types.js';

/**
 * The account tables in the exact shape Better Auth expects (with the admin plugin and our
 * first_name / last_name / image_id fields); a test checks Better Auth finds nothing to migrate.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const dialect = dialectOf(db);
  const c = columnsFor(dialect);
  const time = dialect === 'postgres' ? 'timestamptz' : 'date';
  const withDefault = dialect === 'postgres';

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull().unique())
    .addColumn('emailVerified', c.boolean, (col) => col.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', time, (col) => (withDefault ? col.notNull().defaultTo(c.now) : col.notNull()))
    .addColumn('updatedAt', time, (col) => (withDefault ? col.notNull().defaultTo(c.now) : col.notNull()))
    .addColumn('role', 'text')
    .addColumn('banned', c.boolean)
    .addColumn('banReason', 'text')
    .addColumn('banExpires', time)
    .addColumn('first_name', 'text', (col) => col.notNull())
    .addColumn('last_name', 'text', (col) => col.notNull())
    .addColumn('image_id', 'text')
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('expiresAt', time, (col) => col.notNull())
    .addColumn('token', 'text', (col) => col.notNull().unique())
    .addColumn('createdAt', time, (col) => (withDefault ? col.notNull().defaultTo(c.now) : col.notNull()))
    .addColumn('updatedAt', time, (col) => col.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('impersonatedBy', 'text')
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('accountId', 'text', (col) => col.notNull())
    .addColumn('providerId', 'text', (col) => col.notNull())
    .addColumn('userId', 'text', (col) => col.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', time)
    .addColumn('refreshTokenExpiresAt', time)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', time, (col) => (withDefault ? col.notNull().defaultTo(c.now) : col.notNull()))
    .addColumn('updatedAt', time, (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (col) => col.primaryKey().notNull())
    .addColumn('identifier', 'text', (col) => col.notNull())
    .addColumn('value', 'text', (col) => col.notNull())
    .addColumn('expiresAt', time, (col) => col.notNull())
    .addColumn('createdAt', time, (col) => (withDefault ? col.notNull().defaultTo(c.now) : col.notNull()))
    .addColumn('updatedAt', time, (col) => (withDefault ? col.notNull().defaultTo(c.now) : col.notNull()))
    .execute();

  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['verification', 'account', 'session', 'user']) {
    await db.schema.dropTable(table).execute();
  }
}
