// The instance under scan: the built server on a free 127.0.0.1 port with a fresh data directory, on SQLite
// or on a PostgreSQL database created for the run and dropped afterwards.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const STARTUP_TIMEOUT_MS = 60_000;

/** Every address the scan sends to must be this host: nothing else is ever scanned. */
export const SCAN_HOST = '127.0.0.1';

/** @param {string} url */
export function assertLoopback(url) {
  const { hostname } = new URL(url);
  if (hostname !== SCAN_HOST) throw new Error(`Refusing to scan ${url}: only ${SCAN_HOST} is scanned.`);
}

/** @returns {Promise<number>} */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer()
      .once('error', reject)
      .listen(0, SCAN_HOST, () => {
        const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
        probe.close(() => resolve(port));
      });
  });

/**
 * Starts dist/node/server/main.js; resolves once it reports ready over IPC, with its URL and a stop().
 * @param {string} root @param {{ databaseUrl?: string; adminEmails: string[] }} options
 */
export async function startInstance(root, { databaseUrl, adminEmails }) {
  const port = await freePort();
  const url = `http://${SCAN_HOST}:${port}`;
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tiplist-scan-'));
  const logFile = path.join(dataDir, 'server.log');
  const authSecret = randomBytes(32).toString('hex');
  const log = createWriteStream(logFile);
  const child = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    cwd: dataDir, // no .env of the checkout is read
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      HOST: SCAN_HOST,
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: url,
      // Nothing listens there: reset mails fail and are logged, the answers do not change.
      SMTP_URL: 'smtp://127.0.0.1:9',
      // sqlmap's xforwardedfor tamper sends every probe from a new address, so the per-address limits
      // count probes the way they count real clients instead of answering 429 to most of them.
      TRUST_PROXY: 'true',
      ADMIN_EMAILS: adminEmails.join(','),
      PLACES_PROVIDER: 'offline',
      MAP_STYLE_URL: 'offline',
      LOG_LEVEL: 'warn',
      // Known to the scan, which signs the admin's verification token with it (seedAdmin).
      AUTH_SECRET: authSecret,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  /** @type {import('node:stream').Readable} */ (child.stdout).pipe(log);
  /** @type {import('node:stream').Readable} */ (child.stderr).pipe(log);
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const logTail = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8').slice(-4000) : '');

  async function stop() {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const forced = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(forced);
    }
    log.end();
    rmSync(dataDir, { recursive: true, force: true });
  }

  try {
    await new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error('the server did not start within 60 s')),
        STARTUP_TIMEOUT_MS,
      );
      child.on(
        'message',
        (/** @type {any} */ message) => message?.type === 'tiplist:ready' && resolve(clearTimeout(timer)),
      );
      exited.then((code) => reject(new Error(`the server exited with ${code}`)));
    });
  } catch (error) {
    const tail = logTail();
    await stop();
    throw new Error(`${/** @type {Error} */ (error).message}\n${tail}`);
  }
  // A 500 leaves an error in the log: the report quotes it.
  return { url, authSecret, stop, logTail, errorLines: () => serverErrors(logFile) };
}

/** The mails that cannot go out during a scan (see SMTP_URL): their failures are expected. */
const UNSENT_MAILS = ['password reset mail could not be sent', 'verification mail could not be sent'];

/**
 * JSON log lines at level error (50) or worse, but for the mails that cannot go out.
 * @param {string} logFile
 */
function serverErrors(logFile) {
  return readFileSync(logFile, 'utf8')
    .split('\n')
    .filter((line) => /"level":[56]\d/.test(line) && !UNSENT_MAILS.some((unsent) => line.includes(unsent)));
}

/**
 * A database of its own on the PostgreSQL at adminUrl, dropped (with its connections) by drop().
 * @param {string} adminUrl
 */
export async function createScanDatabase(adminUrl) {
  const name = `tiplist_scan_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
