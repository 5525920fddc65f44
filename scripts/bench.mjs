// Throughput of the hot paths on the built server: bare health, trip detail (trip + 200 tips),
// dashboard (50 trips) and place search (cached, and offline), on SQLite and on PostgreSQL (TEST_DATABASE_URL). Every
// owner read is measured twice: without compression (identity) and with the Accept-Encoding browsers send, each with
// its response body size. The friend's side (public trip read, submission of 3 tips) comes from bench-public.mjs.
// Usage: npm run bench [-- --duration 10] [-- --quick]  (--quick: 1 s per measurement, a smoke run)
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';
import {
  cachedSearchPaths,
  gazetteerMemory,
  measurePlaceSearch,
  offlinePlaceSearchEnv,
  offlineSearchPaths,
  placeSearchEnv,
  startPhotonStandIn,
} from './bench-places.mjs';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { measureFriendSide } from './bench-public.mjs';
import { displayUrl, postgresProblem, testDatabaseUrl } from './test-databases.mjs';

const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

const durationArg = process.argv.indexOf('--duration');
const quick = process.argv.includes('--quick');
const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : quick ? 1 : 10;
const adminUrl = testDatabaseUrl();

const postgresDown = await postgresProblem(adminUrl);
if (postgresDown) {
  console.error(
    `PostgreSQL is not reachable at ${displayUrl(adminUrl)} (${postgresDown}). The benchmark runs on SQLite and ` +
      'PostgreSQL: start PostgreSQL there or set TEST_DATABASE_URL to a server where it may create a database.',
  );
  process.exit(1);
}
buildIfNeeded();

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

async function startServer(extraEnv) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [path.join(root, 'dist/node/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'tiplist-bench-')),
      LOG_LEVEL: 'warn',
      PUBLIC_URL: base,
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return { base, stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')) };
}

async function seed(base) {
  const headers = { 'content-type': 'application/json', origin: base };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      first_name: 'Bench',
      last_name: 'Mark',
      email: 'bench@example.com',
      password: 'benchmark-password',
    }),
  });
  const cookie = signUp.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  const post = async (url, body) =>
    (
      await fetch(`${base}${url}`, {
        method: 'POST',
        headers: { ...headers, cookie },
        body: JSON.stringify(body),
      })
    ).json();
  const categories = ['do', 'eat', 'stay', 'dance', 'bars', 'get-around', 'museums', 'parks'];
  let tripId;
  for (let i = 0; i < 50; i += 1) {
    const { trip } = await post('/api/trips', {
      destination: `City ${i}`,
      recommendation_types: 'Food, walks and bars',
    });
    tripId ??= trip.id;
  }
  for (let batch = 0; batch < 2; batch += 1) {
    const entries = Array.from({ length: 100 }, (_, i) => ({
      category: categories[i % categories.length],
      content: `Tip ${batch * 100 + i}: a place worth a detour, with a link https://example.com/${i}`,
    }));
    await post(`/api/trips/${tripId}/recommendations`, { entries });
  }
  return { cookie, tripId };
}

/** One response as sent on the wire: its Content-Encoding and body size before any decompression. */
function probe(url, headers) {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({
          status: response.statusCode,
          encoding: response.headers['content-encoding'] ?? 'none',
          bytes,
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function measure(title, url, cookie) {
  const rows = [];
  for (const acceptEncoding of ['identity', BROWSER_ENCODING]) {
    const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) };
    const sample = await probe(url, headers);
    if (sample.status !== 200) throw new Error(`${title}: GET ${url} answered ${sample.status}`);
    const result = await autocannon({ url, connections: 50, duration, headers });
    rows.push({
      endpoint: title,
      'Accept-Encoding': acceptEncoding,
      'Content-Encoding': sample.encoding,
      'body bytes': sample.bytes,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

/** Place search rows, in a table of their own: they are measured differently (see bench-places.mjs). */
const placeRows = [];

async function benchDialect(name, env) {
  const photon = await startPhotonStandIn();
  const server = await startServer({ ...env, ...placeSearchEnv(photon.url) });
  try {
    const { cookie, tripId } = await seed(server.base);
    placeRows.push(
      ...(await measurePlaceSearch(
        `${name}: place search, cached`,
        server.base,
        cachedSearchPaths,
        duration,
      )),
    );
    return [
      ...(await measure(`${name}: GET /api/health`, `${server.base}/api/health`)),
      ...(await measure(
        `${name}: GET /api/trips/:id (200 tips)`,
        `${server.base}/api/trips/${tripId}`,
        cookie,
      )),
      ...(await measure(`${name}: GET /api/trips (50 trips)`, `${server.base}/api/trips`, cookie)),
      // Last: the submissions grow the trip the reads above measured.
      ...(await measureFriendSide(name, server.base, tripId, duration)),
    ];
  } finally {
    await server.stop();
    photon.close();
  }
}

/** The offline search (gazetteer and tagged places) has no cache: every prefix is searched afresh. */
async function benchOfflineSearch(name, env) {
  const server = await startServer({ ...env, ...offlinePlaceSearchEnv });
  try {
    return await measurePlaceSearch(
      `${name}: place search, offline`,
      server.base,
      offlineSearchPaths,
      duration,
    );
  } finally {
    await server.stop();
  }
}

const rows = await benchDialect('SQLite', {});
placeRows.push(...(await benchOfflineSearch('SQLite', {})));
const database = `tiplist_bench_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${database}`);
try {
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  const postgresEnv = {
    DATABASE_URL: url.toString(),
    AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42',
  };
  rows.push(...(await benchDialect('PostgreSQL', postgresEnv)));
  placeRows.push(...(await benchOfflineSearch('PostgreSQL', postgresEnv)));
} finally {
  await admin.query(`drop database if exists ${database} with (force)`);
  await admin.end();
}
console.log(
  `${duration} s per measurement, 50 connections. Accept-Encoding "${BROWSER_ENCODING}" is what browsers send; ` +
    'body bytes are one response as sent, before decompression.',
);
console.table(rows);
console.log('Place search: each request from its own address; 1 connection shows the time of one search.');
console.table(placeRows);
console.log('Memory of the offline gazetteer, loaded in a process of its own:');
console.table([gazetteerMemory(root)]);
