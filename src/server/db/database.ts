import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, sql, SqliteDialect } from 'kysely';
import pg from 'pg';
import { BoundedMap } from '../cache/bounded-map.js';
import type { DatabaseConfig } from '../config.js';
import { groupedCommits, type WriteWork } from './grouped-commits.js';
import { retryTransient } from './transient-failures.js';
import { SqliteValuesPlugin } from './sqlite-values-plugin.js';
import type { Database } from './tables.js';

// Counts and bigint come back as strings by default; our counts fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Dialect = DatabaseConfig['dialect'];

export interface Db {
  kysely: Kysely<Database>;
  dialect: Dialect;
  /**
   * Runs `work` in a transaction of its own, for short writes that only touch the database. On SQLite,
   * writes asked for at the same moment share one commit (see grouped-commits.ts).
   */
  write<T>(work: WriteWork<T>): Promise<T>;
  /**
   * After a deletion that must leave nothing behind (an account): on SQLite, copies the write-ahead log
   * into the database file and empties it, so the deleted rows' old pages are in neither. Nothing to do
   * on PostgreSQL, whose server keeps its own files.
   */
  forgetDeleted(): Promise<void>;
  /** The pg pool, for LISTEN/NOTIFY; absent on SQLite. */
  pool: pg.Pool | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL schema to use instead of public (tests give each run its own). */
  schema?: string;
  poolSize?: number;
  /** Told when an idle connection is cut (PostgreSQL restarting, say); the pool replaces it by itself. */
  onConnectionLost?: (error: Error) => void;
}

/** A request waits at most this long for a connection while PostgreSQL is away, then gets a 503. */
export const CONNECT_TIMEOUT_MS = 5_000;

export function openDatabase(config: DatabaseConfig, options: OpenOptions = {}): Db {
  if (config.dialect === 'sqlite') {
    const sqlite = new Sqlite(config.file);
    sqlite.pragma('journal_mode = WAL');
    sqlite.pragma('foreign_keys = ON');
    sqlite.pragma('busy_timeout = 5000');
    // FULL: an acknowledged write survives power loss, not only a process crash.
    sqlite.pragma('synchronous = FULL');
    // A deleted row's bytes are overwritten with zeros, not left in a free page for anyone with the file.
    sqlite.pragma('secure_delete = ON');
    const kysely = new Kysely<Database>({
      dialect: new SqliteDialect({ database: withStatementCache(sqlite) }),
      plugins: [new SqliteValuesPlugin()],
    });
    return {
      kysely,
      dialect: 'sqlite',
      write: groupedCommits(kysely),
      // Through Kysely, so it waits for the connection like any query: never inside another's transaction.
      forgetDeleted: async () => {
        await sql`PRAGMA wal_checkpoint(TRUNCATE)`.execute(kysely);
      },
      pool: undefined,
      close: () => kysely.destroy(),
    };
  }
  const pool = new pg.Pool({
    connectionString: config.url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  // When the database restarts, a connection reports the loss as an 'error' event: the pool's own for
  // an idle one, the connection's for one in use between two queries. Unheard, either ends the process.
  // The pool then replaces the connection by itself.
  const lost = (error: Error) => options.onConnectionLost?.(error);
  pool.on('error', lost);
  pool.on('connect', (client) => client.on('error', lost));
  const kysely = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return {
    kysely,
    dialect: 'postgres',
    // PostgreSQL commits concurrent transactions side by side: each write keeps its own.
    write: (work) => retryTransient(() => kysely.transaction().execute(work)),
    forgetDeleted: () => Promise.resolve(),
    pool,
    close: () => kysely.destroy(),
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; preparing costs about as much as running a small query. The
 * same SQL text reuses its prepared statement (safe: Kysely runs one query at a time on SQLite).
 */
function withStatementCache(sqlite: Sqlite.Database): Sqlite.Database {
  const cache = new BoundedMap<Sqlite.Statement>({ max: STATEMENT_CACHE_SIZE });
  const prepare = (source: string) => {
    let statement = cache.get(source);
    if (!statement) {
      statement = sqlite.prepare(source);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, property) {
      if (property === 'prepare') return prepare;
      const value: unknown = Reflect.get(target, property, target);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
