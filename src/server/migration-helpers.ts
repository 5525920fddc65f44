import type { MigrationHelpers } from './db/migrate.js';
import { locateDestinationsOffline } from './features/places/places.service.js';

/** What the migrations are given from above the database layer, by every process that migrates. */
export const migrationHelpers: MigrationHelpers = { locateDestinations: locateDestinationsOffline };
