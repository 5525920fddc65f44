import { postgresDatabaseUrl, randomDatabaseName, withAdminClient } from '../../support/database-templates';

export type TemporaryDatabase = { url: string; drop: () => Promise<void> };

/** A brand-new, empty PostgreSQL database for one run of the server, on the integration tests' server. */
export async function createTemporaryDatabase(): Promise<TemporaryDatabase> {
  const name = randomDatabaseName('tiplist_e2e');
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  return {
    url: postgresDatabaseUrl(name),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
