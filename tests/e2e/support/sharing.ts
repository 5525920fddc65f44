import { readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import type { BrowserContext } from 'playwright-core';
import { TEST_DATABASE_URL } from '../../support/test-database';
import type { DatabaseKind } from './environment';

/** Owner calls for sharing favourites, as the signed-in browser context. */
export function sharingApi(context: BrowserContext, serverUrl: string) {
  async function call<T>(method: string, path: string, data?: unknown): Promise<T> {
    const response = await context.request.fetch(`${serverUrl}${path}`, {
      method,
      data,
      headers: { Origin: serverUrl },
    });
    if (!response.ok()) throw new Error(`${method} ${path} answered ${response.status()}`);
    return (await response.json()) as T;
  }
  return {
    favorite: (tipId: string) => call('PATCH', `/api/recommendations/${tipId}`, { is_favorite: true }),
    shareFavorites: (tripId: string) =>
      call<{ share_url: string; share_token: string; expires_at: string }>(
        'POST',
        `/api/trips/${tripId}/shared-favorites`,
        {},
      ),
  };
}

const PAST = '2000-01-01T00:00:00.000Z';

/**
 * Moves a shared-favourites link's expiry into the past, straight in the database of the server under test.
 * The test environment does not say where that database is, so this looks in every end-to-end database
 * (temporary SQLite directories, or PostgreSQL databases named tiplist_e2e_*) for the row with this token:
 * a random 43-character token, found in exactly one of them.
 */
export async function expireSharedFavorites(database: DatabaseKind, shareToken: string): Promise<void> {
  const changed =
    database === 'sqlite' ? await expireInSqlite(shareToken) : await expireInPostgres(shareToken);
  if (changed !== 1) throw new Error(`Expected one shared list with this token, found ${changed}.`);
}

async function expireInSqlite(shareToken: string): Promise<number> {
  let changed = 0;
  for (const entry of await readdir(tmpdir())) {
    if (!entry.startsWith('tiplist-e2e-')) continue;
    let db: Database.Database | undefined;
    try {
      db = new Database(path.join(tmpdir(), entry, 'tiplist.sqlite'), { fileMustExist: true, timeout: 5000 });
      const result = db
        .prepare('UPDATE shared_favorites SET expires_at = ? WHERE share_token = ?')
        .run(PAST, shareToken);
      changed += result.changes;
    } catch {
      // Another run's directory without a database (yet), or one being removed: not ours.
    } finally {
      db?.close();
    }
  }
  return changed;
}

async function expireInPostgres(shareToken: string): Promise<number> {
  const admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
  await admin.connect();
  const { rows } = await admin
    .query<{ datname: string }>("SELECT datname FROM pg_database WHERE datname LIKE 'tiplist_e2e_%'")
    .finally(() => admin.end());
  let changed = 0;
  for (const { datname } of rows) {
    const url = new URL(TEST_DATABASE_URL);
    url.pathname = `/${datname}`;
    const client = new pg.Client({ connectionString: url.toString() });
    try {
      await client.connect();
      const result = await client.query(
        'UPDATE shared_favorites SET expires_at = $1 WHERE share_token = $2',
        [PAST, shareToken],
      );
      changed += result.rowCount ?? 0;
    } catch {
      // A database being created or dropped by another run: not ours.
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return changed;
}
