// One Lighthouse run of one page, boiled down to the figures the table shows; the full report is kept
// when LIGHTHOUSE_REPORTS names a directory, to find what a slow page waits for.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

const reportDir = process.env.LIGHTHOUSE_REPORTS;

/** @typedef {import('lighthouse').RunnerResult} RunnerResult */
/**
 * @typedef {{ score: number; lcp: number; fcp: number; tbt: number; cls: number; bytes: number;
 *   lcpElement: string }} Figures A run's figures, as the table shows them.
 */

/**
 * The LCP element's HTML as Lighthouse saw it (its details nest a table in a list).
 * @param {RunnerResult['lhr']['audits']} audits
 * @returns {string}
 */
function lcpElement(audits) {
  const details = audits['largest-contentful-paint-element']?.details;
  /** @type {{ items?: { node?: { snippet?: string } }[] }[]} */
  const tables = /** @type {any} */ (details?.type === 'list' ? details.items : [details]);
  const node = tables?.[0]?.items?.[0]?.node;
  return node?.snippet ?? 'unknown';
}

/**
 * A run Chrome fails to trace (NO_NAVSTART and the like) is tried again, twice at most.
 * @param {string} url @param {number} port @param {Record<string, string> | undefined} headers
 * @returns {Promise<RunnerResult>}
 */
async function lighthouseRun(url, port, headers) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      ...(headers ? { extraHeaders: headers } : {}),
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}.`);
    const { runtimeError } = result.lhr;
    if (!runtimeError) return result;
    if (attempt === 3) throw new Error(`Lighthouse could not audit ${url}: ${runtimeError.message}`);
    console.warn(`  ${url}: ${runtimeError.code}, trying again`);
  }
}

/**
 * @param {{ url: string; port: number; headers?: Record<string, string>; name: string; run: number }} page
 * @returns {Promise<Figures>}
 */
export async function audit({ url, port, headers, name, run }) {
  const result = await lighthouseRun(url, port, headers);
  const { categories, audits, runWarnings } = result.lhr;
  for (const warning of runWarnings) console.warn(`  ${name}: ${warning}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const file = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run + 1}.json`;
    writeFileSync(path.join(reportDir, file), /** @type {string} */ (result.report));
  }
  const value = (/** @type {string} */ id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance?.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    lcpElement: lcpElement(audits),
  };
}

/**
 * The median of each figure on its own: a run's score and its LCP are judged by the middle run of each.
 * @param {Figures[]} runs
 * @returns {Figures}
 */
export function medians(runs) {
  const middle = (/** @type {Exclude<keyof Figures, 'lcpElement'>} */ key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
  };
  const lcp = middle('lcp');
  return {
    score: middle('score'),
    lcp,
    fcp: middle('fcp'),
    tbt: middle('tbt'),
    cls: middle('cls'),
    bytes: middle('bytes'),
    lcpElement: runs.find((run) => run.lcp === lcp)?.lcpElement ?? 'unknown',
  };
}
