// Place search in the benchmark: a repeated search answered from the cache (behind a local Photon
// stand-in), the offline search (the gazetteer, as a friend's page is answered) with a different query each time, and the
// memory the gazetteer holds. Searches are public and limited per address, so each request comes from an
// address of its own, through one trusted proxy, as a crowd of visitors would.
import { spawnSync } from 'node:child_process';
import { createServer } from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';

/** Environment for a bench server whose place search goes through the stand-in below. */
export const placeSearchEnv = (/** @type {string} */ photonUrl) => ({
  PLACES_PROVIDER: 'photon',
  PHOTON_URL: photonUrl,
  TRUST_PROXY: 'true',
});
export const offlinePlaceSearchEnv = { PLACES_PROVIDER: 'offline', TRUST_PROXY: 'true' };

/** A Photon that always knows one café: the cached row measures our cache, not the stand-in. */
export async function startPhotonStandIn() {
  const answer = JSON.stringify({
    type: 'FeatureCollection',
    features: [
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-9.1434, 38.7107] },
        properties: { osm_type: 'N', osm_id: 1, name: 'Manteigaria', city: 'Lisbon', country: 'Portugal' },
      },
    ],
  });
  const server = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'application/json' }).end(answer),
  );
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

let visitor = 0;
/** 10.x.y.z, a new one per request: the per-address limit stays out of the measurement. */
export const nextVisitor = () => {
  visitor += 1;
  return `10.${(visitor >> 16) & 255}.${(visitor >> 8) & 255}.${visitor & 255}`;
};

/** City-name prefixes of two to five letters, as people type them. */
const PREFIXES = [
  'li',
  'lis',
  'por',
  'ber',
  'san',
  'new',
  'mad',
  'par',
  'lon',
  'tok',
  'kyo',
  'bar',
  'rom',
  'ath',
  'ist',
  'cai',
  'mex',
  'bog',
  'lim',
  'syd',
  'mel',
  'osl',
  'sto',
  'hel',
  'war',
  'pra',
  'vie',
  'bud',
  'zur',
  'gen',
  'mun',
  'ham',
  'col',
  'fra',
  'dub',
  'edi',
  'gla',
  'man',
  'liv',
  'bri',
  'san f',
  'los',
  'chi',
  'bos',
  'sea',
  'van',
  'tor',
  'mon',
  'que',
  'hav',
];

/**
 * The p99 of the `search;dur=` times the server reported: the search itself, without the HTTP around it.
 * @param {number[]} values
 */
function percentile99(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? NaN;
}

/** @param {string} base @param {string[]} paths @param {number} connections @param {number} duration */
async function run(base, paths, connections, duration) {
  let next = 0;
  /** @type {number[]} */
  const searchTimes = [];
  const result = await autocannon({
    url: base,
    connections,
    duration,
    requests: [
      {
        setupRequest: (request) => {
          next += 1;
          return {
            ...request,
            path: paths[next % paths.length],
            headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
          };
        },
        onResponse: (_status, _body, _context, headers) => {
          const time = /search;dur=([\d.]+)/.exec(headers['server-timing'] ?? '')?.[1];
          if (time) searchTimes.push(Number(time));
        },
      },
    ],
  });
  return {
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    'search p99 ms': Math.round(percentile99(searchTimes) * 100) / 100,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/**
 * Rows for one server: throughput with 50 connections, and the time one request takes with one
 * connection (no queueing: the server's own time plus a loopback round trip), at p99.
 * @param {string} title @param {string} base @param {string[]} paths @param {number} duration
 */
export async function measurePlaceSearch(title, base, paths, duration) {
  await fetch(`${base}${paths[0]}`, { headers: { 'x-forwarded-for': nextVisitor() } });
  const crowd = await run(base, paths, 50, duration);
  const single = await run(base, paths, 1, duration);
  return [
    { endpoint: `${title} (50 connections)`, ...crowd },
    { endpoint: `${title} (1 connection)`, ...single },
  ];
}

export const cachedSearchPaths = ['/api/places/search?q=Manteigaria&lat=38.7&lng=-9.1'];
export const offlineSearchPaths = PREFIXES.map(
  (prefix) => `/api/places/search?q=${encodeURIComponent(prefix)}`,
);

/**
 * Heap and RSS the gazetteer adds once loaded, measured in a process of its own.
 * @param {string} root
 */
export function gazetteerMemory(root) {
  const module = path.join(root, 'dist/node/server/features/places/gazetteer.js');
  const script = `
    const before = process.memoryUsage();
    const { gazetteer } = await import(${JSON.stringify(module)});
    const started = performance.now();
    const size = gazetteer().size;
    const loadMs = performance.now() - started;
    globalThis.gc(); globalThis.gc();
    const after = process.memoryUsage();
    const mb = (bytes) => Math.round(bytes / 1e5) / 10;
    console.log(JSON.stringify({ cities: size, 'load ms': Math.round(loadMs),
      'heap MB': mb(after.heapUsed - before.heapUsed), 'RSS MB': mb(after.rss - before.rss) }));`;
  const child = spawnSync(process.execPath, ['--expose-gc', '--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (child.status !== 0) throw new Error(`Measuring the gazetteer failed:\n${child.stderr}`);
  return JSON.parse(child.stdout.trim());
}
