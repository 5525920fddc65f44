import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type TestDialect = 'sqlite' | 'postgres';
export const DIALECTS: readonly TestDialect[] = ['sqlite', 'postgres'];

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
      await withClient((client) => client.query(`drop schema if exists ${schema} cascade`));
      removeDir();
    },
  };
}

async function withClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
