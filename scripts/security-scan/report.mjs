// The run's summary: the same facts printed as tables and written to security-scan-results.json.

/**
 * @typedef {{
 *   key: string;
 *   points: string[];
 *   requests: number;
 *   statuses: Record<string, number>;
 *   findings: string[];
 *   problems: string[];
 *   tested?: number;
 *   baseline?: number;
 *   withdrawn?: string[];
 *   notes?: string[];
 *   log?: string;
 *   identities?: number;
 * }} RunResult What one sqlmap run found, or why its route could not be scanned.
 * @typedef {{
 *   database: string;
 *   routes: import('./targets.mjs').Route[];
 *   targets: RunResult[];
 *   serverErrors: string[];
 *   seconds: number;
 * }} Scan One database's scan.
 * @typedef {ReturnType<typeof reportOf>} Report
 */

/**
 * @template T
 * @param {T[]} items @param {(item: T) => number | undefined} pick
 */
const sum = (items, pick) => items.reduce((total, item) => total + (pick(item) ?? 0), 0);
const answers = (/** @type {Record<string, number>} */ statuses) =>
  Object.entries(statuses)
    .map(([status, count]) => `${status}×${count}`)
    .join(' ');

/** @param {Scan} scan */
function databaseReport({ database, routes, targets, serverErrors, seconds }) {
  const skipped = routes.filter((route) => route.skip);
  return {
    database,
    seconds,
    routes: routes.length,
    scanned: routes.length - skipped.length,
    skipped: skipped.map((route) => ({ route: `${route.method} ${route.path}`, reason: route.skip })),
    sqlmap_runs: targets.length,
    injection_points: sum(targets, (run) => run.points.length),
    tested: sum(targets, (run) => run.tested),
    requests: sum(targets, (run) => run.requests),
    findings: sum(targets, (run) => run.findings.length) + serverErrors.length,
    withdrawn: sum(targets, (run) => run.withdrawn?.length),
    failures: sum(targets, (run) => run.problems.length),
    // Every error the server logged: bad input must be answered with a 4xx, never fail inside.
    server_errors: serverErrors.slice(0, 20),
    runs: targets.map((run) => ({
      target: run.key,
      points: run.points,
      tested: run.tested,
      requests: run.requests,
      answers: run.statuses,
      first_answer: run.baseline,
      ...(run.identities !== undefined ? { fresh_identities: run.identities } : {}),
      findings: run.findings,
      // First guesses that sqlmap's own false-positive check rejected.
      withdrawn: run.withdrawn ?? [],
      notes: run.notes ?? [],
      problems: run.problems,
      ...(run.findings.length || run.problems.length ? { log: run.log } : {}),
    })),
  };
}

/**
 * @param {Scan[]} scans
 * @param {{ sqlmap: string; level: number; risk: number; threads: number; jobs: number; seconds: number }} run
 */
export function reportOf(scans, { sqlmap, level, risk, threads, jobs, seconds }) {
  const databases = scans.map(databaseReport);
  const passed = databases.every((scan) => scan.findings === 0 && scan.failures === 0);
  return {
    finished_at: new Date().toISOString(),
    passed,
    sqlmap,
    options: { level, risk, threads, jobs },
    seconds: Math.round(seconds),
    databases,
  };
}

/** @param {Report} report */
export function printReport(report) {
  for (const scan of report.databases) {
    console.log(`\n${scan.database}: every sqlmap run`);
    console.table(
      scan.runs.map((run) => ({
        target: run.target,
        points: run.points.length,
        requests: run.requests,
        answers: answers(run.answers),
        result: run.findings.length ? 'FINDING' : run.problems.length ? 'NOT TESTED' : 'ok',
      })),
    );
  }
  const skipped = report.databases[0]?.skipped ?? [];
  /** @param {(reason: string) => boolean} test */
  const routesWhere = (test) =>
    skipped.filter((entry) => test(/** @type {string} */ (entry.reason))).map((entry) => entry.route);
  const bare = routesWhere((reason) => reason === 'no parameter');
  const unchosen = routesWhere((reason) => reason.includes('--'));
  if (bare.length) console.log(`\nSkipped, no parameter (${bare.length}): ${bare.join(', ')}`);
  if (unchosen.length) console.log(`Not chosen by --only or --quick: ${unchosen.length}`);
  for (const entry of skipped.filter(
    ({ reason }) => reason !== 'no parameter' && !(/** @type {string} */ (reason).includes('--')),
  )) {
    console.log(`Skipped, ${entry.route}: ${entry.reason}`);
  }
  for (const scan of report.databases) {
    for (const run of scan.runs.filter((entry) => entry.findings.length || entry.problems.length)) {
      console.log(`\n${scan.database} ${run.target} (${run.log}):`);
      for (const line of [...run.findings, ...run.problems]) console.log(`  ${line}`);
    }
    for (const line of scan.server_errors)
      console.log(`\n${scan.database} server error: ${line.slice(0, 400)}`);
  }
  console.log(
    `\nsqlmap ${report.sqlmap}, level ${report.options.level}, risk ${report.options.risk}; results in security-scan-results.json`,
  );
  console.table(
    report.databases.map((scan) => ({
      database: scan.database,
      routes: scan.routes,
      scanned: scan.scanned,
      skipped: scan.skipped.length,
      'sqlmap runs': scan.sqlmap_runs,
      'injection points': scan.injection_points,
      tested: scan.tested,
      requests: scan.requests,
      findings: scan.findings,
      'rejected by sqlmap': scan.withdrawn,
      'not tested': scan.failures,
      seconds: scan.seconds,
    })),
  );
  console.log(`${report.passed ? 'PASSED' : 'FAILED'} in ${report.seconds} s`);
}
