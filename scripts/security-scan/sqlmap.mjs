// One sqlmap run per target, and what its output says: injection points, answers by status, and
// whether the route could be tested at all.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { assertLoopback } from './instance.mjs';

export const SQLMAP = '/usr/bin/sqlmap';
const TAMPER = '/usr/share/sqlmap/tamper/xforwardedfor.py';

/** Why sqlmap cannot run here, or undefined. */
export function sqlmapProblem() {
  if (!existsSync(SQLMAP)) return 'sqlmap is not installed: apt-get install -y sqlmap';
  if (!existsSync(TAMPER))
    return `sqlmap has no tamper script ${TAMPER}: apt-get install --reinstall -y sqlmap`;
  return undefined;
}

export const sqlmapVersion = () =>
  /** @type {string} */ (spawnSync(SQLMAP, ['--version'], { encoding: 'utf8' }).stdout.split('\n')[0]).trim();

/**
 * @typedef {{
 *   base: string;
 *   dbms: string;
 *   level: number;
 *   risk: number;
 *   threads: number;
 *   proxy?: string;
 *   outputDir: string;
 * }} SqlmapOptions
 * @typedef {{ code: number | null; output: string; traffic: string }} SqlmapRun
 */

/** @param {import('./targets.mjs').Target} target @param {SqlmapOptions} options */
function argumentsFor(target, { base, dbms, level, risk, threads, proxy, outputDir }) {
  const headers = [`Origin: ${base}`, ...(target.body ? ['Content-Type: application/json'] : [])];
  return [
    ...['-u', target.url, '--method', target.method],
    ...(target.body ? ['--data', target.body] : []),
    ...(target.cookie ? ['--cookie', target.cookie] : []),
    ...['--headers', headers.join('\n')],
    ...['--batch', '--flush-session', '--disable-coloring', '--output-dir', outputDir],
    ...['-t', path.join(outputDir, 'traffic.txt')],
    ...[`--level=${level}`, `--risk=${risk}`, `--dbms=${dbms}`],
    // One thread where the account proxy swaps accounts: a request must not race the one that used it up.
    ...[`--threads=${proxy ? 1 : threads}`, '--time-sec=2', '--timeout=15'],
    '--tamper=xforwardedfor',
    // Its WAF probe adds a parameter of its own, which every route refuses (400) as unknown.
    '--skip-waf',
    // Keep the seeded session: a cookie set by an answer (a new sign-in) must not replace it.
    '--drop-set-cookie',
    ...(proxy ? ['--proxy', proxy] : []),
    ...(target.ignoreCodes.length ? [`--ignore-code=${target.ignoreCodes.join(',')}`] : []),
  ];
}

/**
 * Runs sqlmap on one target; resolves with its output (kept in outputDir/sqlmap.log) and traffic log.
 * @param {import('./targets.mjs').Target} target @param {SqlmapOptions} options
 * @returns {Promise<SqlmapRun>}
 */
export function runSqlmap(target, options) {
  assertLoopback(target.url);
  mkdirSync(options.outputDir, { recursive: true });
  const args = argumentsFor(target, options);
  return new Promise((resolve, reject) => {
    const child = spawn(SQLMAP, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      writeFileSync(path.join(options.outputDir, 'sqlmap.log'), output);
      const trafficFile = path.join(options.outputDir, 'traffic.txt');
      resolve({ code, output, traffic: existsSync(trafficFile) ? readFileSync(trafficFile, 'utf8') : '' });
    });
  });
}

// sqlmap's own words for an injection point. Quoted technique names are left out before looking for
// "not", since one of them ends in "(NOT)". "might be injectable" is the heuristic seeing a database
// error message in an answer: a finding by itself.
const INJECTABLE = [
  /sqlmap identified the following injection point/i,
  /\bis vulnerable\b/i,
  /appears to be .* injectable/i,
  /might be injectable/i,
];
/**
 * The lines that report an injection point. sqlmap tests one parameter at a time ("testing for SQL
 * injection on …"); a first guess within a test ("appears to be … injectable", "appears to be UNION
 * injectable") that sqlmap's own false-positive check rejects ends that test with "does not seem to be
 * injectable", and that verdict stands: the guess is kept apart as withdrawn.
 * @param {string[]} lines
 */
function injectionLines(lines) {
  /** @type {string[]} */
  const findings = [];
  /** @type {string[]} */
  const withdrawn = [];
  /** @type {string[]} */
  let guesses = [];
  for (const line of lines) {
    if (line.includes('testing for SQL injection on')) guesses = [];
    if (line.includes('does not seem to be injectable')) {
      withdrawn.push(...guesses.splice(0));
      continue;
    }
    if (!INJECTABLE.some((pattern) => pattern.test(line)) || /\bnot\b/i.test(line.replace(/'[^']*'/g, '')))
      continue;
    const entry = line.replace(/^\[[\d:]+\] \[\w+\] /, '');
    if (/appears to be/.test(line)) guesses.push(entry);
    else findings.push(entry);
  }
  // Guesses of a test that never reached a verdict stand as findings.
  return { findings: [...findings, ...guesses], withdrawn };
}

const REFUSED = new Set([401, 403, 429]);
/**
 * @template T
 * @param {T[]} entries @param {(entry: T) => number} pick
 */
const sum = (entries, pick) => entries.reduce((total, entry) => total + pick(entry), 0);

/**
 * What one run says; `points` are the injection markers the target carried.
 * @param {SqlmapRun} run @param {string[]} points
 */
export function parseRun({ code, output, traffic }, points) {
  const lines = output.split(/[\r\n]+/).map((line) => line.trim());
  const { findings, withdrawn } = injectionLines(lines);
  /** @type {Record<string, number>} */
  const statuses = {};
  for (const match of traffic.matchAll(/^HTTP response \[#(\d+)\] \((\d{3})/gm)) {
    const status = /** @type {string} */ (match[2]);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
  const requests = traffic.match(/^HTTP request \[#\d+\]/gm)?.length ?? 0;
  const baseline = Number(/^HTTP response \[#1\] \((\d{3})/m.exec(traffic)?.[1] ?? 0);
  // Counted by test, not by name: sqlmap may give a path and a body marker the same name.
  const tested = lines.filter((line) => line.includes('testing for SQL injection on')).length;
  const errors = statuses['500'] ?? 0;
  if (errors > 0) findings.push(`${errors} answer(s) 500 Internal Server Error`);

  // sqlmap's CRITICAL lines are often advice it goes on after ("heavily dynamic", a retry): kept as notes.
  // A run it gave up shows in what follows, as fewer injection points tested than the target carried.
  const notes = lines.filter((line) => line.includes('[CRITICAL]'));
  const problems = [];
  const answered = Object.entries(statuses).filter(([status]) => !REFUSED.has(Number(status)));
  if (requests === 0) problems.push('no request was answered');
  else if (answered.length === 0) problems.push('every answer was 401, 403 or 429');
  // Probes come from addresses of their own and limited routes from fresh accounts: a 429 is a limit
  // the scan does not know of, answering in the route's place.
  if (statuses['429'])
    problems.push(`${statuses['429']} answer(s) 429: a rate limit answered instead of the route`);
  // Other 5xx come from the account proxy (502) or a database that went away (503): nothing was tested.
  const unavailable = sum(Object.entries(statuses), ([status, count]) => (Number(status) > 500 ? count : 0));
  if (unavailable) problems.push(`${unavailable} answer(s) 5xx other than 500: the route was not reached`);
  if (REFUSED.has(baseline) || baseline === 404) problems.push(`the unmodified request answered ${baseline}`);
  if (tested < points.length) problems.push(`${tested} of ${points.length} injection points tested`);
  if (code !== 0 && problems.length === 0) problems.push(`sqlmap exited with ${code}`);
  return { requests, statuses, baseline, tested, findings, withdrawn, notes, problems };
}
