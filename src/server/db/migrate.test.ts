import { getMigrations } from 'better-auth/db/migration';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signUp, type TestApp } from '../../../tests/support/test-app.js';
import { DIALECTS } from '../../../tests/support/test-database.js';
import { migrationHelpers } from '../migration-helpers.js';
import { migrateToLatest } from './migrate.js';

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, {}, {}, { empty: true });
  });
  afterAll(() => t.close());

  it('create the account tables exactly as Better Auth expects them', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('create every table of the product', async () => {
    const tables = (await t.db.kysely.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'user',
        'session',
        'account',
        'verification',
        'trips',
        'recommendations',
        'guidebooks',
        'guidebook_recommendations',
        'shared_favorites',
        'shared_guidebooks',
        'images',
        'rate_limits',
      ]),
    );
  });

  it('give accounts a last sign-in time, and the admin list and e-mail lookups their indexes', async () => {
    const user = (await t.db.kysely.introspection.getTables()).find((table) => table.name === 'user');
    expect(user?.columns.find((column) => column.name === 'last_sign_in_at')).toMatchObject({
      isNullable: true,
    });
    const indexes =
      dialect === 'sqlite'
        ? sql<{ name: string }>`select name from sqlite_master where type = 'index' and tbl_name = 'user'`
        : sql<{ name: string }>`select indexname as name from pg_indexes
            where schemaname = current_schema() and tablename = 'user'`;
    const names = (await indexes.execute(t.db.kysely)).rows.map((row) => row.name);
    expect(names).toEqual(expect.arrayContaining(['user_created_idx', 'user_email_lower_idx']));
  });

  it('are safe to run again', async () => {
    await expect(migrateToLatest(t.db, migrationHelpers)).resolves.toBeUndefined();
  });

  it('remove everything an account owns when the account goes', async () => {
    const { id } = await signUp(t);
    const db = t.db.kysely;
    await db
      .insertInto('trips')
      .values({
        id: crypto.randomUUID(),
        user_id: id,
        destination: 'Lisbon',
        share_token: crypto.randomUUID(),
      })
      .execute();
    await db.deleteFrom('user').where('id', '=', id).execute();
    const left = await db.selectFrom('trips').select('id').where('user_id', '=', id).execute();
    const sessions = await db.selectFrom('session').select('id').where('userId', '=', id).execute();
    expect(left).toEqual([]);
    expect(sessions).toEqual([]);
  });

  it('refuse a tip in a category that does not exist', async () => {
    const { id } = await signUp(t);
    const tripId = crypto.randomUUID();
    await t.db.kysely
      .insertInto('trips')
      .values({ id: tripId, user_id: id, destination: 'Oslo', share_token: tripId })
      .execute();
    const insert = t.db.kysely
      .insertInto('recommendations')
      .values({
        id: crypto.randomUUID(),
        trip_id: tripId,
        category: 'shopping',
        content: 'x',
        is_favorite: false,
        is_completed: false,
      })
      .execute();
    await expect(insert).rejects.toThrow(/check/i);
  });
});

describe.each(DIALECTS.filter((dialect) => dialect === 'postgres'))(
  'migrations beside another schema on %s',
  (dialect) => {
    it('create their own tables while another schema of the database holds migrated ones', async () => {
      const first = await createTestApp(dialect, {}, {}, { empty: true });
      try {
        const second = await createTestApp(dialect, {}, {}, { empty: true });
        try {
          const tables = await second.db.kysely.introspection.getTables({ withInternalKyselyTables: true });
          const own = tables.filter((table) => table.schema === second.schema).map((table) => table.name);
          expect(own).toEqual(expect.arrayContaining(['kysely_migration', 'kysely_migration_lock', 'trips']));
        } finally {
          await second.close();
        }
      } finally {
        await first.close();
      }
    });
  },
);

describe.each(DIALECTS)('a copy of the migrated template on %s', (dialect) => {
  it('holds every migration, run before the app started: the app has nothing left to run', async () => {
    const started = Date.now();
    const t = await createTestApp(dialect);
    try {
      const { rows } = await sql<{ timestamp: string }>`select timestamp from kysely_migration`.execute(
        t.db.kysely,
      );
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.filter((row) => new Date(row.timestamp).getTime() >= started)).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
