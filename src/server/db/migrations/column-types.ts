import { sql, type Expression, type Kysely } from 'kysely';
import type { Dialect } from '../database.js';

export type ColumnTypeName =
  | 'text'
  | 'integer'
  | 'boolean'
  | 'date'
  | 'timestamptz'
  | 'real'
  | 'double precision'
  | 'bytea'
  | 'blob'
  | 'bigint';

/** Column types and defaults that differ between the two dialects. */
export interface DialectColumns {
  timestamp: ColumnTypeName;
  boolean: ColumnTypeName;
  double: ColumnTypeName;
  blob: ColumnTypeName;
  bigint: ColumnTypeName;
  now: Expression<unknown>;
  false: Expression<unknown>;
}

export function columnsFor(dialect: Dialect): DialectColumns {
  if (dialect === 'postgres') {
    return {
      timestamp: 'timestamptz',
      boolean: 'boolean',
      double: 'double precision',
      blob: 'bytea',
      bigint: 'bigint',
      now: sql`now()`,
      false: sql`false`,
    };
  }
  return {
    timestamp: 'text',
    boolean: 'integer',
    double: 'real',
    blob: 'blob',
    bigint: 'integer',
    // ISO 8601 with milliseconds and Z, the same text the services write.
    now: sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`,
    false: sql`0`,
  };
}

export function dialectOf(db: Kysely<unknown>): Dialect {
  const adapter = db.getExecutor().adapter.constructor.name;
  return adapter.startsWith('Postgres') ? 'postgres' : 'sqlite';
}
