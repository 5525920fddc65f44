import { Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { Db } from './database.js';
import * as accounts from './migrations/0001-accounts.js';
import * as product from './migrations/0002-product.js';
import * as placeLookups from './migrations/0003-place-lookups.js';
import * as placeNames from './migrations/0004-place-names.js';
import * as adminUsers from './migrations/0005-admin-users.js';
import * as linkControl from './migrations/0006-link-control.js';
import * as adminGrants from './migrations/0007-admin-grants.js';
import * as notifications from './migrations/0008-notifications.js';
import * as followLinks from './migrations/0009-follow-links.js';
import { destinationPoints, type LocateDestinations } from './migrations/0010-destination-points.js';
import * as linkCardPictures from './migrations/0011-link-card-pictures.js';
import * as languages from './migrations/0012-languages.js';
import * as companions from './migrations/0013-companions.js';

/** What migrations need from above the database layer, passed in by the composition root. */
export interface MigrationHelpers {
  locateDestinations: LocateDestinations;
}

const migrationsWith = (helpers: MigrationHelpers): Record<string, Migration> => ({
  '0001-accounts': accounts,
  '0002-product': product,
  '0003-place-lookups': placeLookups,
  '0004-place-names': placeNames,
  '0005-admin-users': adminUsers,
  '0006-link-control': linkControl,
  '0007-admin-grants': adminGrants,
  '0008-notifications': notifications,
  '0009-follow-links': followLinks,
  '0010-destination-points': destinationPoints(helpers.locateDestinations),
  '0011-link-card-pictures': linkCardPictures,
  '0012-languages': languages,
  '0013-companions': companions,
});

/**
 * Any fixed number works; it only has to be the same in every instance. Held while migrating, whose
 * look at the tables of every schema fails on a schema dropped meanwhile: whatever drops schemas of the
 * database (tests, each with a schema of its own) takes it too.
 */
export const MIGRATION_LOCK_ID = 727_001;

/** Brings the schema up to date; safe when several instances start at once. */
export async function migrateToLatest(db: Db, helpers: MigrationHelpers): Promise<void> {
  const provider: MigrationProvider = { getMigrations: () => Promise.resolve(migrationsWith(helpers)) };
  const run = async () => {
    // Kysely looks for its own tables in every schema unless told which: a second app (or test) with
    // its tables in another schema of the same database would make it skip creating ours.
    const migrationTableSchema =
      db.dialect === 'postgres'
        ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db.kysely)).rows[0]
            ?.schema
        : undefined;
    const migrator = new Migrator({ db: db.kysely, provider, migrationTableSchema });
    const { error, results } = await migrator.migrateToLatest();
    const failed = results?.find((result) => result.status === 'Error');
    if (error ?? failed) {
      const reason = error instanceof Error ? error.message : 'unknown error';
      throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${reason}`, { cause: error });
    }
  };
  if (db.dialect === 'sqlite') return run();
  await db.kysely.connection().execute(async (connection) => {
    await sql`select pg_advisory_lock(${MIGRATION_LOCK_ID})`.execute(connection);
    try {
      await run();
    } finally {
      await sql`select pg_advisory_unlock(${MIGRATION_LOCK_ID})`.execute(connection);
    }
  });
}
