import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildOptions, type BuiltApp } from '../../src/server/app.js';
import type { SignInDelays } from '../../src/server/limits.js';
import { loadConfig, type AppConfig } from '../../src/server/config.js';
import { uniqueEmail } from './unique-email.js';
import { createTestDatabase, type TestDatabaseOptions, type TestDialect } from './test-database.js';

export const TEST_AUTH_SECRET = 'test-secret-that-is-long-enough-for-better-auth-0123456789';

/**
 * Sign-ins wait after failures as in production, only for milliseconds rather than seconds: tests that
 * fail one e-mail's sign-in ten times in a row (the per-address limits) would otherwise wait 25 s each.
 */
export const QUICK_SIGN_IN_DELAYS: SignInDelays = { freeFailures: 5, firstMs: 10, maxMs: 100 };

export interface TestApp extends BuiltApp {
  config: AppConfig;
  /** PostgreSQL schema of this app's database, when it is not a database of its own (else absent). */
  schema: string | undefined;
  close(): Promise<void>;
}

/** How the app is built, and whether its database starts empty (see TestDatabaseOptions). */
export type TestAppOptions = Pick<
  BuildOptions,
  'logStream' | 'timeouts' | 'notifications' | 'followMailTimer'
> &
  TestDatabaseOptions;

/** The real app on a database of its own of the given dialect, answering through app.inject. */
export async function createTestApp(
  dialect: TestDialect,
  env: Record<string, string> = {},
  overrides: Partial<AppConfig> = {},
  { empty, ...build }: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase(dialect, { empty });
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      // Tests never reach the internet: an online provider is given a local stand-in where one is tested.
      PLACES_PROVIDER: 'offline',
      DATA_DIR: database.dataDir,
      DATABASE_URL: database.databaseUrl,
      AUTH_SECRET: TEST_AUTH_SECRET,
      ...env,
    }),
    webDir: undefined,
    signInDelays: QUICK_SIGN_IN_DELAYS,
    ...overrides,
  };
  const built = await buildApp(config, {
    database: { schema: database.schema, poolSize: 4 },
    ...build,
    // The notification worker runs a round only when a test asks (tick(), or a pollMs of its own): rows a
    // test seeds are never composed or sent under it.
    notifications: build.notifications ?? { pollMs: null },
  });
  return {
    ...built,
    config,
    schema: database.schema,
    async close() {
      await built.app.close();
      await database.drop();
    },
  };
}

/** The session cookie a response set, ready for a Cookie header. */
export function cookieFrom(response: LightMyRequestResponse): string {
  const setCookie = [response.headers['set-cookie'] ?? []].flat();
  return setCookie.map((cookie) => cookie.split(';')[0]).join('; ');
}

/** A phone's browser: what people open links with (a User-Agent like light-my-request's is a script's). */
export const BROWSER_USER_AGENT =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';

export function jsonRequest(
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  extraHeaders: Record<string, string> = {},
): InjectOptions {
  const headers = { 'user-agent': BROWSER_USER_AGENT, ...extraHeaders };
  return body === undefined ? { method, url, headers } : { method, url, payload: body as object, headers };
}

// Also offered here, to the tests that load the app anyway.
export { uniqueEmail };

/** Sign-ups so far, each given a client address of its own. */
let signUps = 0;

/**
 * Signs a new user up through the API and returns the cookie of their session. Each sign-up comes from
 * an address of its own, as different people's would: sign-ups are limited per address.
 */
export async function signUp(
  app: TestApp,
  overrides: Partial<{ first_name: string; last_name: string; email: string; password: string }> = {},
  from: { remoteAddress?: string; 'x-forwarded-for'?: string; 'accept-language'?: string } = {},
): Promise<{ cookie: string; email: string; password: string; id: string }> {
  const body = {
    first_name: 'Ada',
    last_name: 'Lovelace',
    email: uniqueEmail(),
    password: 'correct-horse',
    ...overrides,
  };
  signUps += 1;
  const {
    remoteAddress = `10.${(signUps >> 16) & 255}.${(signUps >> 8) & 255}.${signUps & 255}`,
    ...headers
  } = from;
  const response = await app.app.inject({
    ...jsonRequest('POST', '/api/auth/sign-up/email', body, headers),
    remoteAddress,
  });
  if (response.statusCode !== 200) throw new Error(`sign-up failed: ${response.statusCode} ${response.body}`);
  const { user } = response.json<{ user: { id: string } }>();
  return { cookie: cookieFrom(response), email: body.email, password: body.password, id: user.id };
}

/** Another app instance on the same database, as a second server behind a load balancer would be. */
export async function createSecondInstance(
  first: TestApp,
  options: Pick<BuildOptions, 'notifications' | 'logStream' | 'followMailTimer'> = {},
): Promise<BuiltApp> {
  return buildApp(first.config, {
    database: { schema: first.schema, poolSize: 4 },
    ...options,
    notifications: options.notifications ?? { pollMs: null },
  });
}

/**
 * The test app and where a change is made "elsewhere": on PostgreSQL a second instance on its database
 * and bus, on SQLite (one process) the same app.
 */
export async function createAppWithNeighbour(dialect: TestDialect) {
  const t = await createTestApp(dialect);
  const second = dialect === 'postgres' ? await createSecondInstance(t) : undefined;
  return {
    t,
    elsewhere: second ?? t,
    async close() {
      await second?.app.close();
      await t.close();
    },
  };
}

/** An app instance to send requests to: the test app, or a second instance on its database. */
type Instance = Pick<BuiltApp, 'app'>;

/** The status of an owner read with this cookie: 200 while its session lasts, 401 once it has ended. */
export const ownerRead = async (instance: Instance, cookie: string) =>
  (await instance.app.inject(jsonRequest('GET', '/api/trips', undefined, { cookie }))).statusCode;

export const signIn = (instance: Instance, email: string, password: string) =>
  instance.app.inject(jsonRequest('POST', '/api/auth/sign-in/email', { email, password }));

/**
 * For a suite: the test app and a second instance on its database (each with connections of its own), made
 * before its tests and closed after them.
 */
export function useTwoInstances(dialect: TestDialect): () => { t: TestApp; second: BuiltApp } {
  let t: TestApp;
  let second: BuiltApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    second = await createSecondInstance(t);
  });
  afterAll(async () => {
    await second.app.close();
    await t.close();
  });
  return () => ({ t, second });
}
