import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { connectPostgres, TEST_DATABASE_URL } from '../../support/test-database';

export type TemporaryDatabase = { url: string; drop: () => Promise<void> };

/** Throw-away databases are created from the database the integration tests use. */
const adminUrl = TEST_DATABASE_URL;

async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = await connectPostgres(adminUrl);
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** A brand-new, empty PostgreSQL database for one run of the server. */
export async function createTemporaryDatabase(): Promise<TemporaryDatabase> {
  const name = `tiplist_e2e_${randomBytes(6).toString('hex')}`;
  await withAdminClient((client) => client.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () =>
      withAdminClient((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(
        () => undefined,
      ),
  };
}
