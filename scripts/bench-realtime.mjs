// The realtime promise, measured on the built server: an owner's open trip page (a Server-Sent Events
// stream) hears a friend's submission within a moment. Delivery latency is the time from the 201 reaching
// the friend's client to the matching `recommendations` event reaching each open page of the trip.
//   spread:       many pages, two per trip, friends submitting to random trips;
//   oneTrip:      the worst fan-out, every page on one trip;
//   twoInstances: PostgreSQL only, pages on instance B, submissions to instance A (LISTEN/NOTIFY);
// and the page instance's memory before, during and after. Called by bench.mjs; standalone:
//   node scripts/bench-realtime.mjs [--quick] [--duration 10] [--dialect sqlite|postgres]
// prints the table (both databases unless one is named).
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withBenchDatabase } from './bench-database.mjs';
import { buildIfNeeded } from './build-if-needed.mjs';
import { runScenario } from './bench-realtime-scenario.mjs';
import { AUTH_SECRET, checkCookie, seedTrips } from './bench-realtime-seed.mjs';
import { startInstance } from './bench-realtime-server.mjs';
import { submitTips } from './bench-realtime-friends.mjs';
import { displayUrl, postgresProblem, testDatabaseUrl } from './test-databases.mjs';

/** What the product promises; bench.mjs reports any figure past them. */
export const REALTIME_TARGETS = {
  spreadP99Ms: 100,
  oneTripP99Ms: 100,
  twoInstancesP99Ms: 150,
  rssOpenMb: 300,
  rssAfterRatio: 1.1,
};

/**
 * @typedef {Awaited<ReturnType<typeof import('./bench-realtime-scenario.mjs').runScenario>>} ScenarioResult
 * @typedef {{ spread?: ScenarioResult; oneTrip?: ScenarioResult; twoInstances?: ScenarioResult }} Results
 */

const sizes = (/** @type {boolean} */ quick) =>
  quick
    ? { spreadTrips: 500, oneTripPages: 1000, seconds: 2, settleMs: 10_000 }
    : { spreadTrips: 5000, oneTripPages: 1000, seconds: 10, settleMs: 10_000 };

const thousands = (/** @type {number} */ n) => n.toLocaleString('en-US');

/** @param {string} title @param {ScenarioResult} result */
function row(title, result) {
  const refused = Object.entries(result.refused).map(([why, n]) => `${n} × ${why}`);
  const failed = Object.entries(result.failed).map(([why, n]) => `${n} × ${why}`);
  return {
    scenario: title,
    'pages open': `${thousands(result.ready)}/${thousands(result.pages)}${refused.length ? ` (${refused.join(', ')})` : ''}`,
    'tips/s': result.rate,
    sent: `${result.sent}${failed.length ? ` (${failed.join(', ')})` : ''}`,
    delivered: result.delivered,
    missing: result.missing,
    'p50 ms': result.p50,
    'p99 ms': result.p99,
    'max ms': result.max,
    'p99 from send ms': result.p99FromSend,
    'answer p99 ms': result.answerP99,
    'RSS MB before/open/peak/after/collected': `${result.rssBefore}/${result.rssOpen}/${result.rssDuring}/${result.rssAfter}/${result.rssCollected}`,
    'after close s': result.afterSeconds,
    'server CPU %': result.serverCpu.join('+'),
    'page holders CPU %': result.holderCpu.join('+'),
    'client lag p99 ms (pages/friends)': `${result.holderLagP99}/${result.senderLagP99}`,
  };
}

/**
 * Seeds both page sets on a running instance and checks their cookies before any stream opens.
 * @param {import('./bench-realtime-seed.mjs').Database} database
 * @param {import('./bench-realtime-scenario.mjs').Instance} instance
 * @param {ReturnType<typeof sizes>} size
 */
async function seedScenarios(database, instance, size) {
  const spread = await seedTrips(database, { trips: size.spreadTrips, pagesPerTrip: 2, label: 'spread' });
  const oneTrip = await seedTrips(database, {
    trips: 1,
    pagesPerTrip: size.oneTripPages,
    oneOwner: true,
    label: 'one',
  });
  await checkCookie(instance.base, /** @type {import('./bench-realtime-seed.mjs').Page} */ (spread.pages[0]));
  await checkCookie(
    instance.base,
    /** @type {import('./bench-realtime-seed.mjs').Page} */ (oneTrip.pages.at(-1)),
  );
  // A few submissions first, so code loaded on first use is not counted as memory the streams hold.
  await submitTips(instance.base, { tripIds: spread.tripIds, rate: 20, seconds: 0.5 });
  return { spread, oneTrip };
}

/**
 * @param {string} name @param {import('./bench-realtime-seed.mjs').Database} database
 * @param {Record<string, string>} env @param {ReturnType<typeof sizes>} size @param {number} seconds
 */
async function benchDialect(name, database, env, size, seconds) {
  const a = await startInstance(env);
  /** @type {Results} */
  const results = {};
  /** @type {ReturnType<typeof row>[]} */
  const rows = [];
  const instances = [a];
  try {
    const seeded = await seedScenarios({ ...database, dataDir: a.dataDir }, a, size);
    const spread = { pages: seeded.spread.pages, tripIds: seeded.spread.tripIds, seconds, rate: 200 };
    const spreadTitle = `${thousands(spread.pages.length)} pages over ${thousands(spread.tripIds.length)} trips`;
    // Memory is judged here, on a fresh instance: it gets the time to settle after the close.
    results.spread = await runScenario({
      pageInstance: a,
      submitInstance: a,
      ...spread,
      settleMs: size.settleMs,
    });
    rows.push(row(`${name}: realtime, ${spreadTitle}`, results.spread));
    results.oneTrip = await runScenario({
      pageInstance: a,
      submitInstance: a,
      pages: seeded.oneTrip.pages,
      tripIds: seeded.oneTrip.tripIds,
      rate: 20,
      seconds,
      settleMs: 0,
    });
    rows.push(row(`${name}: realtime, ${thousands(size.oneTripPages)} pages on one trip`, results.oneTrip));
    if (database.dialect === 'postgres') {
      const b = await startInstance(env);
      instances.push(b);
      results.twoInstances = await runScenario({
        pageInstance: b,
        submitInstance: a,
        ...spread,
        settleMs: 0,
      });
      rows.push(row(`${name}: realtime across two instances, ${spreadTitle}`, results.twoInstances));
    }
  } finally {
    await Promise.all(instances.map((instance) => instance.stop()));
  }
  return { rows, results };
}

/**
 * Both databases: SQLite in a temporary DATA_DIR, PostgreSQL in a database created for the run on the
 * server at `adminUrl` and dropped after. Returns printable rows and, per database and scenario, the
 * figures (p50/p99/max ms, missing, rssBefore/rssOpen/rssDuring/rssAfter/rssCollected MB, …).
 * @param {{ quick?: boolean; duration?: number; adminUrl?: string; dialects?: string[] }} [options]
 */
export async function measureRealtime({
  quick = false,
  duration,
  adminUrl = testDatabaseUrl(),
  dialects = ['sqlite', 'postgres'],
} = {}) {
  const size = sizes(quick);
  const seconds = duration ?? size.seconds;
  const env = { AUTH_SECRET };
  /** @type {ReturnType<typeof row>[]} */
  const rows = [];
  /** @type {Record<string, Results>} */
  const figures = {};
  if (dialects.includes('sqlite')) {
    const sqlite = await benchDialect('SQLite', { dialect: 'sqlite' }, env, size, seconds);
    rows.push(...sqlite.rows);
    figures.sqlite = sqlite.results;
  }
  if (!dialects.includes('postgres')) return { rows, figures };
  await withBenchDatabase(adminUrl, 'tiplist_realtime', async (url) => {
    const postgresEnv = { ...env, DATABASE_URL: url };
    const postgres = await benchDialect(
      'PostgreSQL',
      { dialect: 'postgres', url },
      postgresEnv,
      size,
      seconds,
    );
    rows.push(...postgres.rows);
    figures.postgres = postgres.results;
  });
  return { rows, figures };
}

/**
 * Each figure past its target, as a sentence; empty when all are met.
 * @param {Record<string, Results>} figures @param {typeof REALTIME_TARGETS} [targets]
 */
export function realtimeTargetMisses(figures, targets = REALTIME_TARGETS) {
  /** @type {string[]} */
  const misses = [];
  for (const [dialect, results] of Object.entries(figures)) {
    /**
     * @param {ScenarioResult | undefined} result @param {string} key @param {number | undefined} value
     * @param {number} limit @param {string} what
     */
    const check = (result, key, value, limit, what) => {
      if (result && !(/** @type {number} */ (value) <= limit)) {
        misses.push(`${dialect} ${key}: ${what} ${value} > ${limit}`);
      }
    };
    const { spread, oneTrip, twoInstances } = results;
    /** @type {[string, ScenarioResult | undefined, number][]} */
    const scenarios = [
      ['spread', spread, targets.spreadP99Ms],
      ['oneTrip', oneTrip, targets.oneTripP99Ms],
      ['twoInstances', twoInstances, targets.twoInstancesP99Ms],
    ];
    for (const [key, result, limit] of scenarios) {
      check(result, key, result?.p99, limit, 'p99 ms');
      check(result, key, result?.missing, 0, 'missing');
      // A refused page shrinks the fan-out measured: the figures above would no longer be the scenario's.
      check(result, key, result && result.pages - result.ready, 0, 'pages refused');
    }
    check(spread, 'spread', spread?.rssOpen, targets.rssOpenMb, 'RSS MB with every page open');
    check(
      spread,
      'spread',
      spread?.rssCollected,
      Math.round(Number(spread?.rssBefore) * targets.rssAfterRatio),
      'RSS MB after the pages close and a full collection',
    );
  }
  return misses;
}

const isMain = process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url);
if (isMain) {
  const durationArg = process.argv.indexOf('--duration');
  const quick = process.argv.includes('--quick');
  const adminUrl = testDatabaseUrl();
  const problem = await postgresProblem(adminUrl);
  if (problem) {
    console.error(`PostgreSQL is not reachable at ${displayUrl(adminUrl)} (${problem}).`);
    process.exit(1);
  }
  buildIfNeeded();
  const started = Date.now();
  const loadBefore = loadavg()[0]?.toFixed(1);
  const duration = durationArg > 0 ? Number(process.argv[durationArg + 1]) : undefined;
  // --dialect sqlite or --dialect postgres measures one database only.
  const dialectArg = process.argv.indexOf('--dialect');
  const dialects = dialectArg > 0 ? [String(process.argv[dialectArg + 1])] : undefined;
  const { rows, figures } = await measureRealtime({ quick, duration, adminUrl, dialects });
  console.table(rows);
  const misses = realtimeTargetMisses(figures);
  console.log(misses.length ? `Past the targets:\n  ${misses.join('\n  ')}` : 'Every realtime target met.');
  // Other work on the machine shifts every latency: the load average says how busy it was.
  const load = `load average ${loadBefore} at the start, ${loadavg()[0]?.toFixed(1)} at the end`;
  console.log(`Realtime benchmark: ${Math.round((Date.now() - started) / 1000)} s (${load}).`);
}
