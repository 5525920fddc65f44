// One Lighthouse run of one page, boiled down to the figures the table shows; the full report is kept
// when LIGHTHOUSE_REPORTS names a directory, to find what a slow page waits for.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';

const reportDir = process.env.LIGHTHOUSE_REPORTS;

/** The LCP element's HTML as Lighthouse saw it (its details nest a table in a list). */
function lcpElement(audits) {
  const details = audits['largest-contentful-paint-element']?.details;
  const tables = details?.type === 'list' ? details.items : [details];
  const node = tables?.[0]?.items?.[0]?.node;
  return node?.snippet ?? 'unknown';
}

/** A run Chrome fails to trace (NO_NAVSTART and the like) is tried again, twice at most. */
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

export async function audit({ url, port, headers, name, run }) {
  const result = await lighthouseRun(url, port, headers);
  const { categories, audits, runWarnings } = result.lhr;
  for (const warning of runWarnings) console.warn(`  ${name}: ${warning}`);
  if (reportDir) {
    mkdirSync(reportDir, { recursive: true });
    const file = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${run + 1}.json`;
    writeFileSync(path.join(reportDir, file), result.report);
  }
  const value = (id) => audits[id]?.numericValue ?? Number.NaN;
  return {
    score: Math.round((categories.performance.score ?? 0) * 100),
    lcp: value('largest-contentful-paint'),
    fcp: value('first-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    bytes: value('total-byte-weight'),
    lcpElement: lcpElement(audits),
  };
}

/** The median of each figure on its own: a run's score and its LCP are judged by the middle run of each. */
export function medians(runs) {
  const middle = (key) => {
    const sorted = runs.map((run) => run[key]).sort((a, b) => a - b);
    return sorted[Math.floor(sorted.length / 2)];
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
