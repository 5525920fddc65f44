import { postgresDatabaseUrl, randomDatabaseName, withAdminClient } from '../../support/database-templates';

export type TemporaryDatabase = { url: string; drop: () => Promise<void> };

/**
 * A PostgreSQL database for one run of the server, on the integration tests' server: a copy of the run's
 * migrated template when there is one (the server then finds nothing to migrate), else an empty one.
 */
export async function createTemporaryDatabase(template?: string): Promise<TemporaryDatabase> {
  const name = randomDatabaseName('tiplist_e2e');
  await withAdminClient((client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  return {
    url: postgresDatabaseUrl(name),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
