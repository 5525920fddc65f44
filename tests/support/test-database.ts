import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { MIGRATION_LOCK_ID } from '../../src/server/db/migrate.js';
import {
  parseTestDialects,
  postgresUnreachableMessage,
  testDatabaseUrl,
  type TestDialect,
} from '../../scripts/test-databases.mjs';

export type { TestDialect };

/** The dialects every integration suite runs on: both, unless TEST_DIALECTS narrows it (an unknown value throws). */
export const DIALECTS: readonly TestDialect[] = parseTestDialects();

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

/** A fresh, empty database: a new SQLite file, or a new schema in the PostgreSQL test database. */
export async function createTestDatabase(dialect: TestDialect): Promise<TestDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-test-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (dialect === 'sqlite') {
    return {
      databaseUrl: `file:${path.join(dataDir, 'test.sqlite')}`,
      schema: undefined,
      dataDir,
      drop: () => Promise.resolve(removeDir()),
    };
  }
  const schema = `t_${randomBytes(8).toString('hex')}`;
  await withClient((client) => client.query(`create schema ${schema}`));
  return {
    databaseUrl: TEST_DATABASE_URL,
    schema,
    dataDir,
    async drop() {
      // Not while an app migrates: Kysely reads every schema's tables then, and fails on one dropped meanwhile.
      await withClient(async (client) => {
        await client.query('begin');
        await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK_ID]);
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query('commit');
      });
      removeDir();
    },
  };
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectPostgres(TEST_DATABASE_URL);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
