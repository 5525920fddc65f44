import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { openDatabase, type Db } from '../../../src/server/db/database';
import { databaseConfigOf } from './stored-tips';
import { desktopViewport, launchBrowser, peoplesUserAgent } from './browser';
import { startInspectionsOn } from './inspect-page';
import { startSmtpServer, type TestSmtpServer } from '../../support/smtp';
import { DIALECTS, type TestDialect } from '../../support/test-database';
import { createTemporaryDatabase, type TemporaryDatabase } from './postgres-database';
import { copySqliteTemplate } from '../../support/database-templates';
import { E2E_DATA_DIR_PREFIX, SQLITE_FILE, startTiplistServer, type TiplistServer } from './tiplist-server';

export type DatabaseKind = TestDialect;

/**
 * Every database, for the flows whose outcome depends on which one stands behind the server: what survives
 * kill -9, changes fanned out between tabs. TEST_DIALECTS=sqlite (or postgres) narrows it, as for integration
 * tests.
 */
export function e2eDatabases(): DatabaseKind[] {
  return [...DIALECTS];
}

/**
 * The one database a flow runs on (decision 065): integration tests check every route on both, so a flow in
 * Chromium runs once, and the flows are shared out between the two so each database serves pages too. When
 * TEST_DIALECTS leaves that database out, the flow runs on the one it allows.
 */
export function oneE2eDatabase(database: DatabaseKind): DatabaseKind[] {
  return [DIALECTS.includes(database) ? database : firstDatabase()];
}

/**
 * The one database a spec runs on when what it checks cannot depend on the database (the scripts a page
 * loads, the map style, the files the service worker needs): the first of e2eDatabases().
 */
export const firstDatabase = (): DatabaseKind => e2eDatabases()[0] ?? 'sqlite';

export type E2eEnvironment = {
  database: DatabaseKind;
  serverUrl: string;
  /** The server's database (`file:` its SQLite file, or PostgreSQL's URL), to seed what the UI cannot make quickly. */
  databaseUrl: string;
  /** The server's database, opened from the test once asked for and closed after the suite. */
  db: () => Db;
  /** The secret the server signs session cookies with. */
  authSecret: string;
  /** The SMTP server the app sends its mail to; it keeps every message. */
  mail: TestSmtpServer;
  browser: Browser;
  /**
   * A fresh browser context (own cookies) at desktop size, closed after the test. Service workers are
   * blocked unless asked for: `page.route` does not see what a service worker fetches, and only the
   * offline spec is about the service worker.
   */
  newContext: (options?: { serviceWorkers?: 'allow' | 'block' }) => Promise<BrowserContext>;
  /** A page in a fresh context. */
  newPage: () => Promise<Page>;
};

/**
 * One Chromium for every suite of a spec file (its SQLite and PostgreSQL suites): each test works in fresh
 * contexts of its own, so a second launch would only cost seconds. Closed once the file's suites are done.
 */
let browserOfFile: Promise<Browser> | undefined;
const fileBrowser = () => (browserOfFile ??= launchBrowser());
afterAll(async () => {
  const browser = browserOfFile;
  browserOfFile = undefined;
  await (await browser)?.close();
});

/**
 * Registers hooks that start the SMTP server, database and built server before the suite (and Chromium
 * before the file's first suite), and stop them after it. Returns an accessor, valid inside tests.
 */
export function useE2eEnvironment(
  database: DatabaseKind,
  options: {
    /** Variables for the server, made once its neighbours (stand-in services, say) are running. */
    serverEnv?: () => Promise<NodeJS.ProcessEnv>;
    /** A PostgreSQL database of the test's own (a private server it may stop), instead of a fresh one. */
    postgresUrl?: () => Promise<string>;
  } = {},
): () => E2eEnvironment {
  let environment: E2eEnvironment | undefined;
  /** Undo steps, run newest first. */
  const cleanups: (() => Promise<void>)[] = [];
  const contexts: BrowserContext[] = [];

  beforeAll(async () => {
    startInspectionsOn(database);
    const mail = await startSmtpServer();
    cleanups.push(() => mail.close());
    // The server starts on a copy of the run's migrated template (it finds nothing to migrate), else on an
    // empty database it migrates (a file run on its own configuration, without the globalSetup).
    const templates = inject('databaseTemplates') ?? {};
    let postgres: TemporaryDatabase | undefined;
    if (database === 'postgres' && !options.postgresUrl) {
      postgres = await createTemporaryDatabase(templates.postgresDatabase);
      cleanups.push(postgres.drop);
    }
    const postgresUrl =
      database === 'postgres' ? (postgres?.url ?? (await options.postgresUrl?.())) : undefined;
    const dataDir = await mkdtemp(path.join(tmpdir(), E2E_DATA_DIR_PREFIX));
    cleanups.push(() => rm(dataDir, { recursive: true, force: true }));
    if (!postgresUrl) copySqliteTemplate(templates, path.join(dataDir, SQLITE_FILE));
    const server: TiplistServer = await startTiplistServer({
      smtpUrl: mail.url,
      databaseUrl: postgresUrl,
      env: await options.serverEnv?.(),
      dataDir,
    });
    cleanups.push(server.stop);
    const browser = await fileBrowser();

    const newContext = async ({ serviceWorkers = 'block' }: { serviceWorkers?: 'allow' | 'block' } = {}) => {
      const context = await browser.newContext({
        baseURL: server.url,
        viewport: desktopViewport,
        serviceWorkers,
        userAgent: peoplesUserAgent(browser),
      });
      contexts.push(context);
      return context;
    };
    const databaseUrl = postgresUrl ?? `file:${path.join(server.dataDir, SQLITE_FILE)}`;
    let db: Db | undefined;
    cleanups.push(async () => {
      await db?.close();
    });
    environment = {
      database,
      serverUrl: server.url,
      databaseUrl,
      db: () => (db ??= openDatabase(databaseConfigOf(databaseUrl), { poolSize: 1 })),
      authSecret: server.authSecret,
      mail,
      browser,
      newContext,
      newPage: async () => (await newContext()).newPage(),
    };
  });

  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  return () => {
    if (!environment) throw new Error('The end-to-end environment did not start; see the beforeAll error.');
    return environment;
  };
}
