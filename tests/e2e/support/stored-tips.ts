import { openDatabase } from '../../../src/server/db/database';
import { insertTipRows } from '../../support/database-rows';

/**
 * Stores `count` tips in a trip straight in the server's database (`file:` or PostgreSQL URL), as a list
 * at its limit takes milliseconds this way and minutes through the page.
 */
export async function storeTripTips(databaseUrl: string, tripId: string, count: number): Promise<void> {
  const config = databaseUrl.startsWith('file:')
    ? ({ dialect: 'sqlite', file: databaseUrl.slice('file:'.length) } as const)
    : ({ dialect: 'postgres', url: databaseUrl } as const);
  const db = openDatabase(config, { poolSize: 1 });
  try {
    await insertTipRows(db, { tripId }, count);
  } finally {
    await db.close();
  }
}
