import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { TEST_DATABASE_URL } from '../../support/test-database';
import type { DatabaseKind } from './environment';

const textOf = (value: unknown): string =>
  Buffer.isBuffer(value)
    ? value.toString('latin1')
    : value instanceof Date
      ? value.toISOString()
      : String(value);

/** "table.column" for every value of every row that contains one of the needles (case ignored). */
function mentions(table: string, rows: Record<string, unknown>[], needles: string[]): string[] {
  const found: string[] = [];
  for (const row of rows) {
    for (const [column, value] of Object.entries(row)) {
      if (value === null || value === undefined) continue;
      const text = textOf(value).toLowerCase();
      if (needles.some((needle) => text.includes(needle))) found.push(`${table}.${column}`);
    }
  }
  return found;
}

async function scanSqlite(needles: string[]): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(tmpdir())) {
    if (!entry.startsWith('tiplist-e2e-')) continue;
    let db: Database.Database | undefined;
    try {
      db = new Database(path.join(tmpdir(), entry, 'tiplist.sqlite'), {
        fileMustExist: true,
        readonly: true,
      });
      const tables = db
        .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite%'")
        .all() as { name: string }[];
      for (const { name } of tables) {
        const rows = db.prepare(`SELECT * FROM "${name}"`).all() as Record<string, unknown>[];
        found.push(...mentions(name, rows, needles));
      }
    } catch {
      // Another run's directory without a database (yet), or one being removed.
    } finally {
      db?.close();
    }
  }
  return found;
}

async function scanPostgres(needles: string[]): Promise<string[]> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const { rows: databases } = await admin
    .query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'tiplist_e2e_%'")
    .finally(() => admin.end());
  const found: string[] = [];
  for (const { datname } of databases) {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${datname}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const { rows: tables } = await client.query<{ name: string }>(
        "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'",
      );
      for (const { name } of tables) {
        const { rows } = await client.query<Record<string, unknown>>(`SELECT * FROM "${name}"`);
        found.push(...mentions(name, rows, needles));
      }
    } catch {
      // A database being dropped by a run that is finishing.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return found;
}

/**
 * Where anything of an account (its id, its e-mail) is still stored, in any table of the end-to-end
 * databases of this machine: the environment does not say which one is the server's, and the needles
 * are unique to one account.
 */
export function storedMentions(database: DatabaseKind, needles: string[]): Promise<string[]> {
  const lowered = needles.map((needle) => needle.toLowerCase());
  return database === 'sqlite' ? scanSqlite(lowered) : scanPostgres(lowered);
}
