import type { DatabaseConfig } from '../../../src/server/config';
import { openDatabase } from '../../../src/server/db/database';
import { insertTipRows } from '../../support/database-rows';

/** How the test opens the server's database, from its `file:` or PostgreSQL URL. */
export function databaseConfigOf(databaseUrl: string): DatabaseConfig {
  return databaseUrl.startsWith('file:')
    ? { dialect: 'sqlite', file: databaseUrl.slice('file:'.length) }
    : { dialect: 'postgres', url: databaseUrl };
}

/**
 * Stores `count` tips in a trip straight in the server's database (`file:` or PostgreSQL URL), as a list
 * at its limit takes milliseconds this way and minutes through the page.
 */
export async function storeTripTips(databaseUrl: string, tripId: string, count: number): Promise<void> {
  const db = openDatabase(databaseConfigOf(databaseUrl), { poolSize: 1 });
  try {
    await insertTipRows(db, { tripId }, count);
  } finally {
    await db.close();
  }
}
