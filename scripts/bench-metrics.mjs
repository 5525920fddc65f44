// What metrics cost a request: the same reads on the built server with METRICS_PORT unset and set, on
// SQLite, in alternating rounds (off then on, then on then off…) so a machine that slows down during the
// run weighs on both alike. Reads: the bare route (GET /api/health, where a fixed cost per request shows
// most), the owner's kept trip page (20 tips, no compression) and the friend page's kept trip as a browser
// asks, each visitor from an address of its own (bench-public.mjs). Judged by the server's CPU time per
// request (from /proc, for a fixed number of requests), which other work on the machine disturbs far less
// than requests per second, and reported as the least of the rounds (other work only ever adds to it);
// req/s (median) beside it. Then one scrape of /metrics: its size and time; and, in this process, what
// one answer's observation of the histogram costs.
// Usage: node scripts/bench-metrics.mjs [--requests 40000] [--rounds 3]
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { Registry } from 'prom-client';
import { signUpForBench } from './bench-account.mjs';
import { BROWSER_ENCODING } from './bench-owner.mjs';
import { nextVisitor } from './bench-places.mjs';
import { cpuSeconds, startInstance } from './bench-realtime-server.mjs';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { freePort } from './free-port.mjs';

const argument = (/** @type {string} */ name, /** @type {number} */ fallback) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? Number(process.argv[at + 1]) : fallback;
};
const amount = argument('--requests', 40_000);
const rounds = argument('--rounds', 3);

/** @param {string} base */
async function seed(base) {
  const { cookie, post } = await signUpForBench(base, {
    first_name: 'Bench',
    last_name: 'Metrics',
    email: 'bench-metrics@example.com',
    password: 'benchmark-password',
  });
  const { trip } = await post('/api/trips', { destination: 'Lisbon', recommendation_types: 'Food' });
  const entries = Array.from({ length: 20 }, (_, i) => ({ category: 'eat', content: `Tip ${i}` }));
  await post(`/api/trips/${trip.id}/recommendations`, { entries });
  return { cookie, tripId: /** @type {string} */ (trip.id) };
}

/**
 * `amount` requests after a warm-up of a tenth as many: the server's CPU microseconds per request, its req/s.
 * @param {number | undefined} pid @param {import('autocannon').Options} options
 */
async function measureRead(pid, options) {
  const run = async (/** @type {number} */ requests) => {
    const result = await autocannon({ connections: 50, amount: requests, ...options });
    if (result.non2xx + result.errors + result.timeouts > 0)
      throw new Error(`${options.url}: failed requests`);
    return result;
  };
  await run(amount / 10);
  const cpuBefore = cpuSeconds(pid);
  const result = await run(amount);
  return { cpuUs: ((cpuSeconds(pid) - cpuBefore) / amount) * 1e6, rps: result.requests.average };
}

/** @param {boolean} metricsOn */
async function measureOnce(metricsOn) {
  const metricsPort = metricsOn ? await freePort() : undefined;
  const server = await startInstance(metricsPort ? { METRICS_PORT: String(metricsPort) } : {});
  try {
    const { cookie, tripId } = await seed(server.base);
    const figures = {
      health: await measureRead(server.pid, { url: `${server.base}/api/health` }),
      tripPage: await measureRead(server.pid, {
        url: `${server.base}/api/trips/${tripId}`,
        headers: { cookie },
      }),
      friendPage: await measureRead(server.pid, {
        url: `${server.base}/api/public/trips/${tripId}`,
        requests: [
          {
            headers: { 'accept-encoding': BROWSER_ENCODING },
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
            }),
          },
        ],
      }),
    };
    if (!metricsPort) return { figures, scrape: undefined };
    const started = performance.now();
    const text = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    const scrape = { ms: performance.now() - started, kb: Buffer.byteLength(text) / 1024 };
    return { figures, scrape };
  } finally {
    await server.stop();
  }
}

/**
 * CPU µs of what the timing hook does per answer beyond Fastify's own hook call: one observation of the
 * app's own histogram (made by metrics/ on a Fastify instance), with labels as a request builds them.
 */
async function observationCost() {
  const built = pathToFileURL(path.join(root, 'dist/node/server/metrics/request-durations.js')).href;
  const { timeRequests } = await import(built);
  const registry = new Registry();
  timeRequests(Fastify({ logger: false }), registry);
  const durations = /** @type {import('prom-client').Histogram} */ (
    registry.getSingleMetric('tiplist_http_request_duration_seconds')
  );
  const statuses = [200, 201, 404];
  const observe = (/** @type {number} */ count) => {
    for (let i = 0; i < count; i += 1) {
      const labels = { method: 'GET', route: '/api/trips/:id', status_code: String(statuses[i % 3]) };
      durations.observe(labels, 0.0003);
    }
  };
  observe(amount);
  const before = process.cpuUsage();
  observe(amount * 10);
  const { user, system } = process.cpuUsage(before);
  return (user + system) / (amount * 10);
}

buildIfNeeded();
/** @type {Record<'off' | 'on', Record<string, { cpuUs: number; rps: number }>[]>} */
const runs = { off: [], on: [] };
/** @type {{ ms: number; kb: number }[]} */
const scrapes = [];
for (let round = 0; round < rounds; round += 1) {
  const order = round % 2 === 0 ? [false, true] : [true, false];
  for (const metricsOn of order) {
    const { figures, scrape } = await measureOnce(metricsOn);
    runs[metricsOn ? 'on' : 'off'].push(figures);
    if (scrape) scrapes.push(scrape);
    console.log(`round ${round + 1}, metrics ${metricsOn ? 'on' : 'off'}:`, JSON.stringify(figures));
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const titles = {
  health: 'GET /api/health',
  tripPage: 'GET /api/trips/:id (kept, 20 tips)',
  friendPage: 'GET /api/public/trips/:id (kept, as a browser asks)',
};
/** The lowest and highest CPU µs per request of the rounds: how much the machine moved the figures. */
const spread = (/** @type {'off' | 'on'} */ mode, /** @type {string} */ key) => {
  const values = runs[mode].map((run) => run[key]?.cpuUs ?? 0);
  return `${Math.min(...values).toFixed(0)}–${Math.max(...values).toFixed(0)}`;
};
const rows = Object.entries(titles).map(([key, title]) => {
  const of = (/** @type {'off' | 'on'} */ mode, /** @type {'cpuUs' | 'rps'} */ figure) => {
    const values = runs[mode].map((run) => run[key]?.[figure] ?? 0);
    return figure === 'cpuUs' ? Math.min(...values) : median(values);
  };
  return {
    read: title,
    'CPU µs/request off': of('off', 'cpuUs').toFixed(1),
    'CPU µs/request on': of('on', 'cpuUs').toFixed(1),
    'spread off': spread('off', key),
    'spread on': spread('on', key),
    'µs added': (of('on', 'cpuUs') - of('off', 'cpuUs')).toFixed(1),
    change: `${(((of('on', 'cpuUs') - of('off', 'cpuUs')) / of('off', 'cpuUs')) * 100).toFixed(1)} %`,
    'req/s off': Math.round(of('off', 'rps')),
    'req/s on': Math.round(of('on', 'rps')),
  };
});
console.log(
  `SQLite, 50 connections, ${amount} requests per measurement, ${rounds} rounds: CPU µs per request the ` +
    'least of the rounds (spread: least–most), req/s their median.',
);
console.table(rows);
const observations = [];
for (let round = 0; round < rounds; round += 1) observations.push(await observationCost());
console.log(
  `One answer's observation of the histogram, in this process (least of ${rounds} rounds): ` +
    `${Math.min(...observations).toFixed(2)} CPU µs.`,
);
console.log(
  `One scrape of /metrics after a round: ${median(scrapes.map((s) => s.ms)).toFixed(1)} ms, ` +
    `${median(scrapes.map((s) => s.kb)).toFixed(0)} KB.`,
);
