// Migrated databases made once per run, before any test file starts, and copied for each test app: a SQLite
// file copy, or a PostgreSQL `CREATE DATABASE … TEMPLATE`. Copying takes milliseconds where migrating
// takes tens of them, and the workers never migrate beside each other. As a Vitest globalSetup file it
// makes them and hands their names to the workers (`inject('databaseTemplates')`), and removes them after.
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database.js';
import { migrateToLatest } from '../../src/server/db/migrate.js';
import { migrationHelpers } from '../../src/server/migration-helpers.js';
import {
  parseTestDialects,
  postgresUnreachableMessage,
  testDatabaseUrl,
} from '../../scripts/test-databases.mjs';

export interface DatabaseTemplates {
  /** A migrated SQLite file, to be copied (absent when the run is on PostgreSQL only). */
  sqliteFile?: string;
  /** A migrated PostgreSQL database on TEST_DATABASE_URL's server, that nobody may connect to. */
  postgresDatabase?: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** Absent when the project has no such globalSetup: each app then migrates its database itself. */
    databaseTemplates?: DatabaseTemplates;
  }
}

/** The URL of another database on TEST_DATABASE_URL's server. */
export function postgresDatabaseUrl(database: string): string {
  const url = new URL(testDatabaseUrl());
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Runs `work` on a connection to TEST_DATABASE_URL's database (creating and dropping databases and
 * schemas); a failure to connect says what was tried and how to fix it, not just ECONNREFUSED.
 */
export async function withAdminClient<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const url = testDatabaseUrl();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
  } catch (error) {
    throw new Error(postgresUnreachableMessage(url, error), { cause: error });
  }
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Names PostgreSQL takes unquoted: the prefix and random hex digits. */
export const randomDatabaseName = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

async function migrateSqliteTemplate(dir: string): Promise<string> {
  const file = path.join(dir, 'template.sqlite');
  const db = openDatabase({ dialect: 'sqlite', file });
  try {
    await migrateToLatest(db, migrationHelpers);
    // Everything in the file itself, none of it in a write-ahead log that a copy of the file would miss.
    await db.forgetDeleted();
  } finally {
    await db.close();
  }
  return file;
}

async function migratePostgresTemplate(): Promise<string> {
  const name = randomDatabaseName('tiplist_template');
  await withAdminClient((client) => client.query(`create database ${name}`));
  const db = openDatabase({ dialect: 'postgres', url: postgresDatabaseUrl(name) }, { poolSize: 2 });
  try {
    await migrateToLatest(db, migrationHelpers);
  } finally {
    await db.close();
  }
  // A template copies only while no one is connected to it.
  await withAdminClient((client) => client.query(`alter database ${name} with allow_connections false`));
  return name;
}

export async function createDatabaseTemplates(): Promise<{
  templates: DatabaseTemplates;
  remove: () => Promise<void>;
}> {
  const dialects = parseTestDialects();
  const dir = mkdtempSync(path.join(tmpdir(), 'tiplist-template-'));
  const templates: DatabaseTemplates = {};
  const remove = async () => {
    rmSync(dir, { recursive: true, force: true });
    const name = templates.postgresDatabase;
    if (name) await withAdminClient((client) => client.query(`drop database if exists ${name} with (force)`));
  };
  try {
    if (dialects.includes('sqlite')) templates.sqliteFile = await migrateSqliteTemplate(dir);
    if (dialects.includes('postgres')) templates.postgresDatabase = await migratePostgresTemplate();
  } catch (error) {
    await remove();
    throw error;
  }
  return { templates, remove };
}

/** A copy of the SQLite template at `file`, when there is one (else the app migrates an empty file). */
export function copySqliteTemplate(templates: DatabaseTemplates, file: string): void {
  if (templates.sqliteFile) copyFileSync(templates.sqliteFile, file);
}

/** Vitest globalSetup: the templates exist before the first worker starts and are gone after the last. */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const { templates, remove } = await createDatabaseTemplates();
  project.provide('databaseTemplates', templates);
  return remove;
}
