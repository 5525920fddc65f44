// A PostgreSQL database of the benchmark's own, on the server at `adminUrl`, for the length of `use`.
import pg from 'pg';

/**
 * Creates a fresh database named after `prefix`, hands its URL to `use`, and drops it afterwards.
 * @template T
 * @param {string} adminUrl @param {string} prefix @param {(url: string) => Promise<T>} use
 * @returns {Promise<T>}
 */
export async function withBenchDatabase(adminUrl, prefix, use) {
  const database = `${prefix}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${database}`);
  try {
    const url = new URL(adminUrl);
    url.pathname = `/${database}`;
    return await use(url.toString());
  } finally {
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  }
}
