// The scale-out topology of compose.yaml on the host's network: a fresh database on the PostgreSQL the
// tests use (127.0.0.1:5432), and Debian's haproxy, a host process, in front of two app containers.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testDatabaseUrl } from '../test-databases.mjs';

/** Makes an empty database for the run; answers its URL and how to drop it. */
export async function createDatabase() {
  const name = `tiplist_image_${randomBytes(4).toString('hex')}`;
  const admin = testDatabaseUrl();
  const run = async (/** @type {string} */ sql) => {
    const client = new pg.Client({ connectionString: admin, connectionTimeoutMillis: 5_000 });
    await client.connect();
    try {
      await client.query(sql);
    } finally {
      await client.end();
    }
  };
  await run(`CREATE DATABASE ${name}`);
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}

/**
 * haproxy's configuration: one frontend adding X-Forwarded-For (so the apps run with TRUST_PROXY=1), both
 * apps checked on /api/health every second (HTTP/1.1 with a Host, which the app requires), a request to an
 * app that went away sent to the other.
 * @param {{ port: number, apps: number[], socket: string }} options
 */
export function haproxyConfig({ port, apps, socket }) {
  return `global
  stats socket ${socket} mode 600 level admin

defaults
  mode http
  timeout connect 5s
  timeout client 1m
  timeout server 1m
  timeout tunnel 1h
  option redispatch
  retries 3

frontend tiplist
  bind 127.0.0.1:${port}
  option forwardfor
  default_backend apps

backend apps
  balance roundrobin
  option httpchk
  http-check send meth GET uri /api/health ver HTTP/1.1 hdr Host localhost
  http-check expect status 200
  default-server inter 1s fall 2 rise 1
${apps.map((app, index) => `  server app${index + 1} 127.0.0.1:${app} check`).join('\n')}
`;
}

/**
 * One command on haproxy's stats socket, answered as text.
 * @param {string} socket @param {string} command @returns {Promise<string>}
 */
function askHaproxy(socket, command) {
  return new Promise((resolve, reject) => {
    let answer = '';
    const connection = createConnection(socket, () => connection.end(`${command}\n`));
    connection.on('data', (chunk) => (answer += chunk.toString()));
    connection.once('end', () => resolve(answer));
    connection.once('error', reject);
  });
}

/** The status haproxy gives each app server now ("UP", "DOWN"…), by name. @param {string} socket */
export async function backendStatus(socket) {
  const rows = (await askHaproxy(socket, 'show stat')).split('\n').map((line) => line.split(','));
  // Each server's row: proxy name, server name, … its status in the 18th field.
  return Object.fromEntries(
    rows.filter((row) => row[0] === 'apps' && row[1] !== 'BACKEND').map((row) => [row[1], row[17]]),
  );
}

/**
 * Starts Debian's haproxy in the foreground with the configuration above, in a directory of its own;
 * answers its socket and how to stop it.
 * @param {{ port: number, apps: number[] }} options
 */
export async function startHaproxy({ port, apps }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'tiplist-haproxy-'));
  const socket = path.join(dir, 'admin.sock');
  const config = path.join(dir, 'haproxy.cfg');
  writeFileSync(config, haproxyConfig({ port, apps, socket }));
  let output = '';
  const child = spawn('haproxy', ['-db', '-f', config], { stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise((resolve) => child.once('close', resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      await backendStatus(socket);
      return { socket, stop };
    } catch (error) {
      if (child.exitCode !== null || Date.now() > deadline) {
        await stop();
        throw new Error(`haproxy did not start: ${String(error)}\n${output}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * Waits until haproxy gives each named app server its status ("UP", "DOWN").
 * @param {string} socket @param {Record<string, string>} wanted
 */
export async function waitForBackends(socket, wanted, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await backendStatus(socket);
    if (Object.entries(wanted).every(([server, state]) => status[server] === state)) return;
    if (Date.now() > deadline)
      throw new Error(`haproxy's apps are ${JSON.stringify(status)}, not ${JSON.stringify(wanted)}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
