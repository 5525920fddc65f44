import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { MIGRATION_LOCK_ID } from '../../src/server/db/migrate.js';
import {
  parseTestDialects,
  postgresUnreachableMessage,
  testDatabaseUrl,
  type TestDialect,
} from '../../scripts/test-databases.mjs';
import {
  copySqliteTemplate,
  postgresDatabaseUrl,
  randomDatabaseName,
  withAdminClient,
} from './database-templates.js';

export type { TestDialect };

/** The dialects every integration suite runs on: both, unless TEST_DIALECTS narrows it (an unknown value throws). */
export const DIALECTS: readonly TestDialect[] = parseTestDialects();

/**
 * The first of DIALECTS alone, for suites whose subject cannot depend on the database (headers, the map
 * style, how routes are registered): they run once, not once per database.
 */
export const ONE_DIALECT: readonly TestDialect[] = DIALECTS.slice(0, 1);

export const TEST_DATABASE_URL = testDatabaseUrl();

/** Connects to a PostgreSQL URL; a failure says what was tried and how to fix it, not just ECONNREFUSED. */
export async function connectPostgres(connectionString: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(postgresUnreachableMessage(connectionString, error), { cause: error });
  }
  return client;
}

export interface TestDatabase {
  /** What DATABASE_URL should say for this database. */
  databaseUrl: string;
  /** PostgreSQL schema of this run (search_path), absent on SQLite. */
  schema: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * Empty, for tests of the migrations themselves: a new SQLite file, or a new schema in the PostgreSQL
   * test database. Otherwise a copy of the run's migrated template (see database-templates.ts).
   */
  empty?: boolean;
}

/** A database of the test's own: a migrated copy of the template, or an empty one when asked. */
export async function createTestDatabase(
  dialect: TestDialect,
  { empty = false }: TestDatabaseOptions = {},
): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  // Without the globalSetup (a file run on its own configuration), the app migrates its database itself.
  const templates = empty ? {} : (inject('databaseTemplates') ?? {});
  if (dialect === 'sqlite') {
    const file = path.join(dataDir, 'test.sqlite');
    copySqliteTemplate(templates, file);
    return {
      databaseUrl: `file:${file}`,
      schema: undefined,
      dataDir,
      drop: () => Promise.resolve(removeDir()),
    };
  }
  if (templates.postgresDatabase) return copyPostgresTemplate(templates.postgresDatabase, dataDir, removeDir);
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await withAdminClient((client) => client.query(`create schema ${schema}`));
  return {
    databaseUrl: TEST_DATABASE_URL,
    schema,
    dataDir,
    async drop() {
      // Not while an app migrates: Kysely reads every schema's tables then, and fails on one dropped meanwhile.
      await withAdminClient(async (client) => {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query('commit');
      });
      removeDir();
    },
  };
}

/**
 * A database of its own, copied from the template: its tables in `public`, its notifications heard by its
 * own connections only, and nothing a neighbour migrates or drops is in it.
 */
async function copyPostgresTemplate(
  template: string,
  dataDir: string,
  removeDir: () => void,
): Promise<TestDatabase> {
  const name = randomDatabaseName('tiplist_test');
  await withAdminClient((client) => client.query(`create database ${name} template ${template}`));
  return {
    databaseUrl: postgresDatabaseUrl(name),
    schema: undefined,
    dataDir,
    async drop() {
      await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
      removeDir();
    },
  };
}
