import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { projectRoot, serverEntry } from './paths';
import { freePort } from '../../support/free-port';

export type TiplistServer = {
  url: string;
  dataDir: string;
  /** The secret the server signs session cookies with (its data directory's, unless given). */
  authSecret: string;
  stop: () => Promise<void>;
  /** Ends the process at once (SIGKILL), as a crash or the OOM killer would; the data directory stays. */
  kill: () => Promise<void>;
};

type ServerOptions = {
  smtpUrl: string;
  /** A PostgreSQL URL; without it the server uses SQLite in its data directory. */
  databaseUrl?: string;
  /** Variables that replace the defaults below, e.g. another place search provider. */
  env?: NodeJS.ProcessEnv;
  /** An existing data directory (a restart): it is kept on stop, its owner removes it. */
  dataDir?: string;
};

const STARTUP_TIMEOUT_MS = 60_000;

/** The start of every server's data directory's name, in the system's temporary directory. */
export const E2E_DATA_DIR_PREFIX = 'tiplist-e2e-';
/** The SQLite database's file in the data directory. */
export const SQLITE_FILE = 'tiplist.sqlite';

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Resolves when the server reports it is listening (over the IPC channel), fails if it exits first. */
function waitUntilReady(child: ChildProcess, output: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(new Error(`The server did not become ready within ${STARTUP_TIMEOUT_MS} ms:\n${output()}`));
    }, STARTUP_TIMEOUT_MS);
    child.on('message', (message: { type?: string }) => {
      if (message.type !== 'tiplist:ready') return;
      clearTimeout(timer);
      resolve();
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The server exited with ${String(code)}:\n${output()}`));
    });
  });
}

/** Starts the built server (dist/) on a free port with a fresh data directory, as `npm start` would. */
export async function startTiplistServer({
  smtpUrl,
  databaseUrl,
  env: extraEnv,
  dataDir: givenDataDir,
}: ServerOptions): Promise<TiplistServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = givenDataDir ?? (await mkdtemp(path.join(tmpdir(), E2E_DATA_DIR_PREFIX)));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: url,
    SMTP_URL: smtpUrl,
    MAIL_FROM: 'Tiplist <no-reply@tiplist.test>',
    LOG_LEVEL: process.env.E2E_SERVER_LOG_LEVEL ?? 'warn',
    // An online provider that cannot be reached: searches answer offline, as on a laptop with no internet.
    PLACES_PROVIDER: 'photon',
    PHOTON_URL: 'http://127.0.0.1:9',
    // No internet here either: the map pages use the basemap bundled with the app.
    MAP_STYLE_URL: 'offline',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl, AUTH_SECRET: randomBytes(32).toString('hex') } : {}),
    ...extraEnv,
  };

  const child = spawn(process.execPath, [serverEntry], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  let log = '';
  const keep = (chunk: Buffer) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited(child);
      clearTimeout(forced);
    }
    if (!givenDataDir) await rm(dataDir, { recursive: true, force: true });
  }

  async function kill() {
    child.kill('SIGKILL');
    await exited(child);
  }

  try {
    await waitUntilReady(child, () => log);
  } catch (error) {
    await stop();
    throw error;
  }
  if (process.env.E2E_SERVER_LOG_LEVEL) {
    child.stdout?.pipe(process.stdout);
    child.stderr?.pipe(process.stderr);
  }
  // Without AUTH_SECRET the server made its own in the data directory, as `npm start` does.
  const authSecret = env.AUTH_SECRET ?? (await readFile(path.join(dataDir, 'auth-secret'), 'utf8')).trim();
  return { url, dataDir, authSecret, stop, kill };
}
