// The hot paths on the built server, SQLite and PostgreSQL (TEST_DATABASE_URL), each figure beside the same
// run's bare route and its target (bench-targets.mjs). Reads: trip detail (200 tips), dashboard (50 trips),
// the owner's guidebook (200 entries), shared favourites and shared guidebook, the friend page's trip, place
// search (cached, and offline). Writes: toggle, reorder of 200 tips, friend submissions of 3 tips
// (bench-owner.mjs, bench-public.mjs). Long trips, one request at a time with the instance's event-loop
// delay: the owner's page and API read at the limit of tips (bench-full-list.mjs). The event loop's delay
// while three 5 MB uploads run at once: bench-uploads.mjs. Realtime delivery to open pages and server
// memory: bench-realtime.mjs.
// Owner reads are measured twice: without compression (identity) and as browsers ask. Prints the tables,
// writes bench-results.json and exits 1 when a figure misses its target.
// Usage: npm run bench [-- --duration 10] [-- --quick]  (--quick: 1 s per measurement, a smoke run)
import { request } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import {
  cachedSearchPaths,
  gazetteerMemory,
  measurePlaceSearch,
  offlinePlaceSearchEnv,
  offlineSearchPaths,
  placeSearchEnv,
  startPhotonStandIn,
} from './bench-places.mjs';
import { signUpForBench } from './bench-account.mjs';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { measureFriendRead, measureSubmissions } from './bench-public.mjs';
import {
  measureGuidebookRead,
  measureOwnerWrites,
  measureSharedReads,
  seedOwnerSide,
} from './bench-owner.mjs';
import { measureLongTrips } from './bench-full-list.mjs';
import { judgeRows, THROUGHPUT_TARGETS, throughputMisses, writeResults } from './bench-targets.mjs';
import { measureRealtime, REALTIME_TARGETS, realtimeTargetMisses } from './bench-realtime.mjs';
import { startInstance } from './bench-realtime-server.mjs';
import { measureUploads, UPLOAD_TARGETS, uploadMisses } from './bench-uploads.mjs';
import { withBenchDatabase } from './bench-database.mjs';
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
// The limits the server keeps, as built (they are TypeScript in src/shared).
const built = (/** @type {string} */ file) => import(pathToFileURL(path.join(root, 'dist/node', file)).href);
const { LIMITS } = await built('shared/limits.js');
const { RENDERED_TIPS_MAX } = await built('server/http/rendered-page-html.js');

/** @param {string} base */
async function seed(base) {
  const { cookie, post } = await signUpForBench(base, {
    first_name: 'Bench',
    last_name: 'Mark',
    email: 'bench@example.com',
    password: 'benchmark-password',
  });
  const categories = ['do', 'eat', 'stay', 'dance', 'bars', 'get-around', 'museums', 'parks'];
  /** @type {string[]} */
  const tripIds = [];
  for (let i = 0; i < 50; i += 1) {
    const { trip } = await post('/api/trips', {
      destination: `City ${i}`,
      recommendation_types: 'Food, walks and bars',
    });
    tripIds.push(trip.id);
  }
  const tripId = /** @type {string} */ (tripIds[0]);
  for (let batch = 0; batch < 2; batch += 1) {
    const entries = Array.from({ length: 100 }, (_, i) => ({
      category: categories[i % categories.length],
      content: `Tip ${batch * 100 + i}: a place worth a detour, with a link https://example.com/${i}`,
    }));
    await post(`/api/trips/${tripId}/recommendations`, { entries });
  }
  return { cookie, tripId, tripIds };
}

/**
 * One response as sent on the wire: its Content-Encoding and body size before any decompression.
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number | undefined; encoding: string; bytes: number }>}
 */
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

/**
 * One read, twice: without compression (identity, reported) and with the Accept-Encoding browsers send
 * (judged against the target named by `key`).
 * @param {string} dialect @param {string} key @param {string} title @param {string} url @param {string} [cookie]
 */
async function measure(dialect, key, title, url, cookie) {
  /** @type {import('./bench-targets.mjs').Row[]} */
  const rows = [];
  for (const acceptEncoding of ['identity', BROWSER_ENCODING]) {
    const headers = { 'accept-encoding': acceptEncoding, ...(cookie ? { cookie } : {}) };
    const sample = await probe(url, headers);
    if (sample.status !== 200) throw new Error(`${title}: GET ${url} answered ${sample.status}`);
    const result = await autocannon({ url, connections: 50, duration, headers });
    const asBrowser = acceptEncoding === BROWSER_ENCODING;
    rows.push({
      dialect,
      key: asBrowser ? key : undefined,
      endpoint: `${dialect}: ${title}${asBrowser ? '' : ' (identity)'}`,
      'Content-Encoding': sample.encoding,
      'body bytes': sample.bytes,
      'req/s': Math.round(result.requests.average),
      'p99 ms': result.latency.p99,
      errors: result.non2xx + result.errors + result.timeouts,
    });
  }
  return rows;
}

/**
 * Place search rows, in a table of their own: they are measured differently (see bench-places.mjs).
 * @type {Record<string, unknown>[]}
 */
const placeRows = [];
/**
 * Long trips, one request at a time (bench-full-list.mjs).
 * @type {Awaited<ReturnType<typeof measureLongTrips>>}
 */
const fullListRows = [];

/** @param {string} name @param {Record<string, string>} env */
async function benchDialect(name, env) {
  const photon = await startPhotonStandIn();
  const server = await startInstance({ ...env, ...placeSearchEnv(photon.url) });
  /** @param {string | undefined} key @param {import('./bench-owner.mjs').Row[]} rows */
  const tag = (key, rows) => rows.map((row) => ({ dialect: name, key, ...row }));
  try {
    const { cookie, tripId, tripIds } = await seed(server.base);
    const seeded = await seedOwnerSide(server.base, cookie, tripId);
    const longTrips = { listMax: LIMITS.tipsPerListMax, renderedMax: RENDERED_TIPS_MAX };
    fullListRows.push(...(await measureLongTrips(name, server, cookie, longTrips)));
    placeRows.push(
      ...(await measurePlaceSearch(
        `${name}: place search, cached`,
        server.base,
        cachedSearchPaths,
        duration,
      )),
    );
    const base = server.base;
    const reads = [
      ...(await measure(name, 'bare', 'GET /api/health', `${base}/api/health`)),
      ...(await measure(
        name,
        'tripDetail',
        'GET /api/trips/:id (200 tips)',
        `${base}/api/trips/${tripId}`,
        cookie,
      )),
      ...(await measure(name, 'dashboard', 'GET /api/trips (50 trips)', `${base}/api/trips`, cookie)),
      ...tag(undefined, [await measureGuidebookRead(name, base, cookie, seeded, duration)]),
      ...tag(undefined, await measureSharedReads(name, base, seeded, duration)),
    ];
    return [
      ...reads,
      ...tag('friendRead', [await measureFriendRead(name, base, tripId, duration)]),
      ...tag(undefined, await measureOwnerWrites(name, base, cookie, tripId, seeded, duration)),
      // Last: the submissions grow the trips the rows above measured.
      ...tag('submission', [await measureSubmissions(name, base, tripIds, duration)]),
    ];
  } finally {
    await server.stop();
    photon.close();
  }
}

/**
 * The offline search (gazetteer and tagged places) has no cache: every prefix is searched afresh.
 * @param {string} name @param {Record<string, string>} env
 */
async function benchOfflineSearch(name, env) {
  const server = await startInstance({ ...env, ...offlinePlaceSearchEnv });
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
const uploads = await measureUploads();
await withBenchDatabase(adminUrl, 'tiplist_bench', async (url) => {
  const postgresEnv = { DATABASE_URL: url, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret-42' };
  rows.push(...(await benchDialect('PostgreSQL', postgresEnv)));
  placeRows.push(...(await benchOfflineSearch('PostgreSQL', postgresEnv)));
});
console.log(
  `${duration} s per measurement, 50 connections. Accept-Encoding "${BROWSER_ENCODING}" is what browsers send ` +
    '(rows marked identity ask for none); body bytes are one response as sent. × bare: req/s over the same ' +
    "run's GET /api/health.",
);
console.table(judgeRows(rows));
console.log(
  `Long trips (at most ${LIMITS.tipsPerListMax.toLocaleString('en-US')} tips, drawn up to ${RENDERED_TIPS_MAX}), ` +
    "one request at a time, with the instance's event-loop delay meanwhile (what every other request waited):",
);
console.table(fullListRows);
console.log('Place search: each request from its own address; 1 connection shows the time of one search.');
console.table(placeRows);
console.log(
  "Uploads: the server's event-loop delay (perf_hooks) while three 5 MB files are read at once, and its peak RSS.",
);
console.table([uploads]);
const gazetteer = gazetteerMemory(root);
console.log('Memory of the offline gazetteer, loaded in a process of its own:');
console.table([gazetteer]);
// --duration sets every measurement's length, the realtime submissions' too.
const realtime = await measureRealtime({ quick, duration: durationArg > 0 ? duration : undefined, adminUrl });
console.log(
  'Realtime: delivery from the 201 reaching the friend to the event reaching each open page. ' +
    `Targets: p99 ≤ ${REALTIME_TARGETS.spreadP99Ms} ms on one instance, ≤ ${REALTIME_TARGETS.twoInstancesP99Ms} ms ` +
    `across two; RSS ≤ ${REALTIME_TARGETS.rssOpenMb} MB with every page open and within ` +
    `${Math.round((REALTIME_TARGETS.rssAfterRatio - 1) * 100)} % of the start after they close and one full ` +
    'collection ("after" is as the idle process stands 10 s after the close, "collected" after the collection).',
);
console.table(realtime.rows);
const misses = [
  ...throughputMisses(rows),
  ...uploadMisses(uploads),
  ...realtimeTargetMisses(realtime.figures),
];
writeResults(path.join(root, 'bench-results.json'), {
  quick,
  secondsPerMeasurement: duration,
  throughput: judgeRows(rows),
  placeSearch: placeRows,
  fullList: fullListRows,
  gazetteer,
  uploads,
  realtime: realtime.figures,
  targets: { throughput: THROUGHPUT_TARGETS, uploads: UPLOAD_TARGETS, realtime: REALTIME_TARGETS },
  misses,
});
console.log('Written to bench-results.json.');
if (misses.length > 0) {
  console.log(`Past the targets:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
} else {
  console.log('Every target met.');
}
