// What the product promises on a 2-core machine at 50 connections, asked as a browser asks, and the
// judging of each benchmark row against it. A row names its target by `key`; rows without one are
// reported only. Realtime and memory targets live in bench-realtime.mjs beside their measurement.
import { writeFileSync } from 'node:fs';

/**
 * @typedef {{ rps: number; p99?: number }} Target
 * @typedef {{ key?: string; dialect?: string; endpoint: string; 'req/s': number; 'p99 ms': number;
 *   errors: number; [figure: string]: unknown }} Row A benchmark row, with the target it is judged by.
 */

/**
 * Minimum req/s (and maximum p99 where one is promised), per database.
 * @type {Record<string, Record<string, Target>>}
 */
export const THROUGHPUT_TARGETS = {
  tripDetail: { SQLite: { rps: 3000 }, PostgreSQL: { rps: 2000 } },
  dashboard: { SQLite: { rps: 3000 }, PostgreSQL: { rps: 2000 } },
  friendRead: { SQLite: { rps: 3000 }, PostgreSQL: { rps: 3000 } },
  submission: { SQLite: { rps: 500, p99: 50 } },
};

/** @param {{ key?: string; dialect?: string }} row */
const targetOf = (row) => (row.key ? THROUGHPUT_TARGETS[row.key]?.[row.dialect ?? ''] : undefined);

/**
 * "≥ 3,000 req/s, p99 ≤ 50 ms", or "" when the row has no target.
 * @param {Target | undefined} target
 */
function describeTarget(target) {
  if (!target) return '';
  const parts = [`≥ ${target.rps.toLocaleString('en-US')} req/s`];
  if (target.p99 !== undefined) parts.push(`p99 ≤ ${target.p99} ms`);
  return parts.join(', ');
}

/**
 * Each way the row falls short of its target, as words; empty when it meets it or has none.
 * @param {Row} row
 */
function shortfalls(row) {
  const target = targetOf(row);
  if (!target) return [];
  const misses = [];
  if (!(row['req/s'] >= target.rps)) misses.push(`${row['req/s']} req/s < ${target.rps}`);
  if (target.p99 !== undefined && !(row['p99 ms'] <= target.p99)) {
    misses.push(`p99 ${row['p99 ms']} ms > ${target.p99}`);
  }
  if (row.errors > 0) misses.push(`${row.errors} errors`);
  return misses;
}

/**
 * The rows as printed: the same run's bare route (GET /api/health, as a browser asks) beside each, so the
 * ratio holds on a noisy machine, then the target and whether it was met.
 * @param {Row[]} rows
 */
export function judgeRows(rows) {
  const bare = new Map(rows.filter((row) => row.key === 'bare').map((row) => [row.dialect, row['req/s']]));
  return rows.map(({ key, dialect, ...row }) => {
    const misses = shortfalls({ key, dialect, ...row });
    const target = targetOf({ key, dialect });
    const bareRate = bare.get(dialect);
    return {
      ...row,
      '× bare': bareRate ? Math.round((row['req/s'] / bareRate) * 100) / 100 : '',
      target: describeTarget(target),
      met: target ? (misses.length ? `NO: ${misses.join(', ')}` : 'yes') : '',
    };
  });
}

/**
 * Every row past its target, as a sentence.
 * @param {Row[]} rows
 */
export function throughputMisses(rows) {
  return rows.flatMap((row) => {
    const misses = shortfalls(row);
    return misses.length ? [`${row.endpoint}: ${misses.join(', ')}`] : [];
  });
}

/**
 * bench-results.json: every figure of the run, the targets and what missed them.
 * @param {string} file @param {Record<string, unknown>} results
 */
export function writeResults(file, results) {
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), ...results }, null, 2)}\n`);
}
