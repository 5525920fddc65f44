import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../../src/server/db/database.js';
import { insertRows } from '../../src/server/db/insert-rows.js';
import type { TestApp } from './test-app.js';

/** Every table of the app's database (its own schema on PostgreSQL), read from the catalogue. */
export async function tableNames(t: TestApp): Promise<string[]> {
  const query =
    t.db.dialect === 'sqlite'
      ? sql<{ name: string }>`select name from sqlite_master where type = 'table' and name not like 'sqlite%'`
      : sql<{ name: string }>`select table_name as name from information_schema.tables
          where table_schema = current_schema() and table_type = 'BASE TABLE'`;
  return (await query.execute(t.db.kysely)).rows.map((row) => row.name).sort();
}

/** How many rows each table holds, read in one statement (the fuzz test reads them around every request). */
export async function rowCounts(t: TestApp): Promise<Record<string, number>> {
  const tables = await tableNames(t);
  if (tables.length === 0) return {};
  const columns = sql.join(
    tables.map((table) => sql`(select count(*) from ${sql.table(table)}) as ${sql.ref(table)}`),
  );
  const { rows } = await sql<Record<string, number | string>>`select ${columns}`.execute(t.db.kysely);
  const row = rows[0] ?? {};
  return Object.fromEntries(tables.map((table) => [table, Number(row[table] ?? 0)]));
}

const asText = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (Buffer.isBuffer(value)) return value.toString('latin1');
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
};

/** "table.column" of every value, in any table, that contains one of the needles (case ignored). */
export async function valuesMentioning(t: TestApp, needles: string[]): Promise<string[]> {
  const lowered = needles.map((needle) => needle.toLowerCase());
  const found: string[] = [];
  for (const table of await tableNames(t)) {
    const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(
      t.db.kysely,
    );
    for (const row of rows) {
      for (const [column, value] of Object.entries(row)) {
        const text = asText(value).toLowerCase();
        if (lowered.some((needle) => text.includes(needle))) found.push(`${table}.${column}`);
      }
    }
  }
  return found;
}

/**
 * Stores `count` tips in a trip or a guidebook straight in its table, in a few statements: a list at or
 * past its limit in milliseconds, where the API would take hundreds of requests.
 */
export async function insertTipRows(
  db: Pick<Db, 'kysely'>,
  list: { tripId: string } | { guidebookId: string },
  count: number,
  { favorite = false } = {},
): Promise<void> {
  const now = new Date().toISOString();
  const common = (i: number) => ({
    id: randomUUID(),
    category: 'do',
    content: `Stored tip ${i + 1}`,
    order_index: i,
    place_id: null,
    place_name: null,
    place_address: null,
    latitude: null,
    longitude: null,
    place_type: 'text',
    is_favorite: favorite,
    created_at: now,
    updated_at: now,
  });
  const indexes = Array.from({ length: count }, (_, i) => i);
  await db.kysely.transaction().execute(async (trx) => {
    if ('tripId' in list) {
      const rows = indexes.map((i) => ({
        ...common(i),
        trip_id: list.tripId,
        contributor_name: null,
        is_completed: false,
      }));
      await insertRows(trx, 'recommendations', rows);
    } else {
      const rows = indexes.map((i) => ({ ...common(i), guidebook_id: list.guidebookId }));
      await insertRows(trx, 'guidebook_recommendations', rows);
    }
  });
}
