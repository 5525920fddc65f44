// sqlmap against every parameterised API route of the built app, started here on 127.0.0.1 on SQLite and on
// PostgreSQL (a database created for the run on TEST_DATABASE_URL's server, dropped afterwards), signed in
// with seeded accounts. Fails on any injection point, any 500, and any route that could not be tested.
// Usage: npm run security:scan [-- --sqlite | --postgres] [--quick] [--level 2] [--risk 1] [--jobs 2]
//        [--threads 4] [--only "POST /api/trips"]   (--quick: level 1 and one route per API section)
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { root } from './build-if-needed.mjs';
import { startAccountProxy } from './security-scan/account-proxy.mjs';
import { createScanDatabase, SCAN_HOST, startInstance } from './security-scan/instance.mjs';
import { printReport, reportOf } from './security-scan/report.mjs';
import { seedAdmin, seedOwner, uniqueEmail } from './security-scan/seed.mjs';
import { parseRun, runSqlmap, sqlmapProblem, sqlmapVersion } from './security-scan/sqlmap.mjs';
import { planRoutes, targetsOf } from './security-scan/targets.mjs';
import { displayUrl, postgresProblem, testDatabaseUrl } from './test-databases.mjs';

const { values: args } = parseArgs({
  options: {
    sqlite: { type: 'boolean', default: false },
    postgres: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    level: { type: 'string' },
    risk: { type: 'string', default: '1' },
    jobs: { type: 'string', default: '2' },
    threads: { type: 'string', default: '4' },
    only: { type: 'string' },
  },
});
const options = {
  level: Number(args.level ?? (args.quick ? 1 : 2)),
  risk: Number(args.risk),
  jobs: Number(args.jobs),
  threads: Number(args.threads),
};
/** @param {string} message @returns {never} */
const fail = (message) => {
  console.error(message);
  process.exit(1);
};
/** @param {number} value @param {number} min @param {number} max */
const whole = (value, min, max) => Number.isInteger(value) && value >= min && value <= max;
if (!whole(options.level, 1, 5) || !whole(options.jobs, 1, 8) || !whole(options.threads, 1, 10)) {
  fail('--level must be 1 to 5, --jobs 1 to 8 and --threads 1 to 10.');
}
// Risk 3 adds OR payloads, which in an UPDATE or DELETE reach every row: other routes' data would change
// under their scans.
if (!whole(options.risk, 1, 2)) fail('--risk must be 1 or 2.');
const databases =
  args.sqlite === args.postgres ? ['sqlite', 'postgres'] : args.sqlite ? ['sqlite'] : ['postgres'];

const missing = sqlmapProblem();
if (missing) fail(missing);
if (
  !existsSync(path.join(root, 'dist/node/server/main.js')) ||
  !existsSync(path.join(root, 'dist/web/index.html'))
) {
  fail('The app is not built (dist/ is missing): run npm run build first.');
}
const adminUrl = testDatabaseUrl();
if (databases.includes('postgres')) {
  if (!['127.0.0.1', 'localhost'].includes(new URL(adminUrl).hostname)) {
    fail(`The scan creates and drops a database: only on ${SCAN_HOST}, not ${displayUrl(adminUrl)}.`);
  }
  const down = await postgresProblem(adminUrl);
  if (down)
    fail(`PostgreSQL is not reachable at ${displayUrl(adminUrl)} (${down}). Start it, or add --sqlite.`);
}

/**
 * @typedef {import('./security-scan/targets.mjs').Route} Route
 * @typedef {import('./security-scan/report.mjs').RunResult} RunResult
 * @typedef {{ base: string; shared: import('./security-scan/seed.mjs').AdminSeed; dbms: string; outputDir: string }}
 *   ScanContext
 */

/**
 * Marks the routes --quick and --only leave out, as skipped with that reason.
 * @param {Route[]} routes
 */
function select(routes) {
  /** @type {Set<string | undefined>} */
  const sections = new Set();
  for (const route of routes) {
    if (route.skip) continue;
    const section = route.operation.tags?.[0];
    if (args.only && !`${route.method} ${route.path}`.includes(args.only))
      route.skip = 'not chosen by --only';
    else if (args.quick && sections.has(section)) route.skip = 'left out by --quick';
    else sections.add(section);
  }
  return routes;
}

/**
 * Runs `work` on every item, `jobs` at a time, keeping the items' order in the results.
 * @template T, R
 * @param {T[]} items @param {number} jobs @param {(item: T) => Promise<R>} work
 * @returns {Promise<R[]>}
 */
async function inParallel(items, jobs, work) {
  /** @type {R[]} */
  const results = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(/** @type {T} */ (items[index]));
    }
  };
  await Promise.all(Array.from({ length: jobs }, worker));
  return results;
}

/**
 * @param {Route} route @param {ScanContext} context
 * @returns {Promise<RunResult[]>}
 */
async function scanRoute(route, { base, shared, dbms, outputDir }) {
  let targets;
  try {
    targets = targetsOf(route, { base, seed: await seedOwner(base), shared });
  } catch (error) {
    const key = `${route.method} ${route.path}`;
    const problems = [/** @type {Error} */ (error).message];
    return [{ key, points: [], requests: 0, statuses: {}, findings: [], problems }];
  }
  /** @type {RunResult[]} */
  const results = [];
  for (const target of targets) {
    const proxy = target.rotate ? await startAccountProxy(base, target.rotate) : undefined;
    const dir = path.join(outputDir, target.key.replace(/[^A-Za-z0-9]+/g, '_'));
    try {
      const run = await runSqlmap(target, { ...options, base, dbms, proxy: proxy?.url, outputDir: dir });
      const { key, points } = target;
      results.push({ key, points, ...parseRun(run, points), log: dir, identities: proxy?.identities() });
    } finally {
      await proxy?.close();
    }
  }
  return results;
}

/**
 * @param {string} database @param {string} outputRoot
 * @returns {Promise<import('./security-scan/report.mjs').Scan>}
 */
async function scanDatabase(database, outputRoot) {
  const started = Date.now();
  const created = database === 'postgres' ? await createScanDatabase(adminUrl) : undefined;
  const adminEmail = uniqueEmail('admin');
  try {
    const instance = await startInstance(root, { databaseUrl: created?.url, adminEmails: [adminEmail] });
    try {
      const answer = await fetch(`${instance.url}/api/openapi.json`);
      const document = /** @type {import('./security-scan/targets.mjs').OpenApiDocument} */ (
        await answer.json()
      );
      const routes = select(planRoutes(document));
      const shared = await seedAdmin(instance.url, adminEmail, instance.authSecret);
      const context = {
        base: instance.url,
        shared,
        dbms: database === 'postgres' ? 'PostgreSQL' : 'SQLite',
        outputDir: path.join(outputRoot, database),
      };
      console.log(`${context.dbms}: scanning ${routes.filter((route) => !route.skip).length} routes…`);
      const targets = await inParallel(
        routes.filter((route) => !route.skip),
        options.jobs,
        (route) => scanRoute(route, context),
      );
      return {
        database: context.dbms,
        routes,
        targets: targets.flat(),
        serverErrors: instance.errorLines(),
        seconds: Math.round((Date.now() - started) / 1000),
      };
    } finally {
      await instance.stop();
    }
  } finally {
    await created?.drop();
  }
}

const outputRoot = mkdtempSync(path.join(tmpdir(), 'tiplist-sqlmap-'));
const started = Date.now();
const scans = [];
for (const database of databases) scans.push(await scanDatabase(database, outputRoot));
const report = reportOf(scans, {
  ...options,
  sqlmap: sqlmapVersion(),
  seconds: (Date.now() - started) / 1000,
});
writeFileSync(path.join(root, 'security-scan-results.json'), `${JSON.stringify(report, null, 2)}\n`);
printReport(report);
if (report.passed) rmSync(outputRoot, { recursive: true, force: true });
else console.log(`sqlmap's logs: ${outputRoot}`);
process.exit(report.passed ? 0 : 1);
