// Which databases the integration and end-to-end tests run on, and whether the PostgreSQL they need answers.
// Shared by scripts/test.mjs (checked once before Vitest starts), tests/support/test-database.ts and
// tests/e2e/support. As a Vitest globalSetup file (export `setup`) it runs the same check once per project.
import pg from 'pg';

export const ALL_DIALECTS = ['sqlite', 'postgres'];
export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

export function testDatabaseUrl() {
  return process.env.TEST_DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** TEST_DIALECTS: `sqlite`, `postgres` or `sqlite,postgres`; unset or empty means both. Throws on anything else. */
export function parseTestDialects(raw = process.env.TEST_DIALECTS) {
  if (raw === undefined || raw.trim() === '') return [...ALL_DIALECTS];
  const wanted = raw
    .split(',')
    .map((entry) => entry.trim().toLowerCase())
    .filter((entry) => entry !== '');
  const unknown = wanted.filter((entry) => !ALL_DIALECTS.includes(entry));
  if (unknown.length > 0 || wanted.length === 0) {
    throw new Error(
      `TEST_DIALECTS="${raw}" is not valid${unknown.length > 0 ? ` (unknown: ${unknown.join(', ')})` : ''}. ` +
        'Use sqlite, postgres or sqlite,postgres; leave it unset to run on both.',
    );
  }
  return ALL_DIALECTS.filter((dialect) => wanted.includes(dialect));
}

/** The URL without its password, for messages. */
export function displayUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return url;
  }
}

function reason(error) {
  if (typeof error === 'string') return error;
  if (!(error instanceof Error)) return String(error);
  if (error.message) return error.message;
  // Node reports a refused connection to a name with several addresses as an AggregateError without a message.
  const inner = error instanceof AggregateError ? error.errors[0] : undefined;
  if (inner instanceof Error && inner.message) return inner.message;
  return 'code' in error ? String(error.code) : error.name;
}

/** What was tried, why it failed (an error or its description) and the three ways out. */
export function postgresUnreachableMessage(url, error) {
  const raw = process.env.TEST_DIALECTS;
  const why = raw
    ? `TEST_DIALECTS is "${raw}"`
    : 'TEST_DIALECTS is unset, so they run on SQLite and PostgreSQL';
  return [
    `PostgreSQL is not reachable at ${displayUrl(url)} (${reason(error)}).`,
    `The integration and end-to-end tests need it: ${why}. Either`,
    '  - start PostgreSQL there (e.g. service postgresql start), with that database and a user that may',
    '    create schemas and databases in it,',
    '  - or point the tests at your server: TEST_DATABASE_URL=postgres://user:password@host:5432/db npm test,',
    '  - or run on SQLite only: TEST_DIALECTS=sqlite npm test',
  ].join('\n');
}

/** Connects once to a PostgreSQL URL: undefined when it answers, else why not (e.g. "connect ECONNREFUSED …"). */
export async function postgresProblem(url = testDatabaseUrl()) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
  // A failed connection can also surface as an 'error' event; the rejected connect() reports it.
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
    return undefined;
  } catch (error) {
    return reason(error);
  } finally {
    await client.end().catch(() => {});
  }
}

/** Throws an Error carrying postgresUnreachableMessage when TEST_DATABASE_URL does not answer. */
export async function checkPostgres(url = testDatabaseUrl()) {
  const problem = await postgresProblem(url);
  if (problem !== undefined) throw new Error(postgresUnreachableMessage(url, problem));
}

/**
 * Vitest globalSetup: an invalid TEST_DIALECTS or an unreachable PostgreSQL ends the run before any test, with
 * the message alone (a thrown error would come after a misleading "No test files found").
 */
export async function setup() {
  try {
    if (parseTestDialects().includes('postgres')) await checkPostgres();
  } catch (error) {
    console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  }
}
