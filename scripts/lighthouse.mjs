// Lighthouse 12, mobile preset (simulated slow 4G, 4x CPU slowdown), on the built app. Judged: every public
// page (landing, sign-in, the friend page, shared favourites, a shared guidebook), the owner's trip page,
// signed in by sending the session cookie with every request, and every map page (the owner's trip and
// guidebook maps, the trip's public map, the shared favourites' and the shared guidebook's), which paint a
// drawn picture and start MapLibre when it is reached (decision 067). Each page is audited LIGHTHOUSE_RUNS
// times (3 unless set) and judged by the median of each figure, as Lighthouse advises for figures that vary
// from run to run: a score below 95 or a Largest Contentful Paint above 2.0 s fails.
// LIGHTHOUSE_REPORTS=<dir> keeps every run's full report there; LIGHTHOUSE_PAGES=<words> audits only the
// pages whose name holds one of them.
// Usage: npm run lighthouse
import * as chromeLauncher from 'chrome-launcher';
import { buildIfNeeded, root } from './build-if-needed.mjs';
import { audit, medians } from './lighthouse/audit.mjs';
import { seed } from './lighthouse/seed.mjs';
import { startServer } from './lighthouse/server.mjs';

const MIN_SCORE = 95;
const MAX_LCP_MS = 2000;
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 3));
const ONLY = (process.env.LIGHTHOUSE_PAGES ?? '').toLowerCase().split(',').filter(Boolean);
const chromeFlags = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * @typedef {{ name: string; pathname: string; headers?: Record<string, string> }} Page
 * @typedef {import('./lighthouse/audit.mjs').Figures} Figures
 */

/**
 * @param {{ cookie: string; tripId: string; guidebookId: string; favoritesToken: string; guidebookToken: string }} seeded
 * @returns {Page[]}
 */
function pagesOf({ cookie, tripId, guidebookId, favoritesToken, guidebookToken }) {
  const signedIn = { Cookie: cookie };
  return [
    { name: 'Landing', pathname: '/' },
    { name: 'Sign in', pathname: '/auth' },
    { name: 'Friend page', pathname: `/hello/${tripId}` },
    { name: 'Shared favourites', pathname: `/shared-favorites/${favoritesToken}` },
    { name: 'Shared guidebook', pathname: `/shared-guidebook/${guidebookToken}` },
    { name: 'Trip page', pathname: `/trip/${tripId}`, headers: signedIn },
    { name: 'Trip map', pathname: `/trip/${tripId}/map`, headers: signedIn },
    { name: 'Guidebook map', pathname: `/guidebook/${guidebookId}/map`, headers: signedIn },
    { name: 'Friend map', pathname: `/hello/${tripId}/map` },
    { name: 'Shared favourites map', pathname: `/shared-favorites/${favoritesToken}/map` },
    { name: 'Shared guidebook map', pathname: `/shared-guidebook/${guidebookToken}/map` },
  ];
}

/** @param {Figures} figures */
function verdictOf(figures) {
  const misses = [];
  if (figures.score < MIN_SCORE) misses.push(`score < ${MIN_SCORE}`);
  if (!(figures.lcp <= MAX_LCP_MS)) misses.push(`LCP > ${MAX_LCP_MS / 1000} s`);
  return misses.length === 0 ? 'ok' : misses.join(', ');
}

/** @param {{ page: Page; figures: Figures; runs: Figures[]; verdict: string }[]} rows */
function printTable(rows) {
  const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
  const header = ['Page', 'Score', 'LCP', 'FCP', 'TBT', 'CLS', 'Transfer', 'Runs', 'Verdict'];
  const lines = rows.map(({ page, figures, runs, verdict }) => [
    page.name,
    String(figures.score),
    seconds(figures.lcp),
    seconds(figures.fcp),
    `${Math.round(figures.tbt)} ms`,
    figures.cls.toFixed(3),
    `${(figures.bytes / 1024).toFixed(0)} KiB`,
    runs.map((run) => `${run.score}/${(run.lcp / 1000).toFixed(1)}`).join(' '),
    verdict,
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => line[column]?.length ?? 0)),
  );
  const format = (/** @type {string[]} */ cells) =>
    cells.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) console.log(format(line));
  console.log(`Medians of ${RUNS} run(s); "Runs" lists each run's score/LCP in seconds.`);
  for (const { page, figures, verdict } of rows) {
    if (verdict !== 'ok') console.log(`${page.name} (${page.pathname}), LCP element: ${figures.lcpElement}`);
  }
}

buildIfNeeded();
const server = await startServer(root);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags,
});
/** @type {Parameters<typeof printTable>[0]} */
const rows = [];
try {
  const pages = pagesOf(await seed(server.base)).filter(
    (page) => ONLY.length === 0 || ONLY.some((word) => page.name.toLowerCase().includes(word)),
  );
  for (const page of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const url = `${server.base}${page.pathname}`;
      runs.push(await audit({ url, port: chrome.port, headers: page.headers, name: page.name, run }));
    }
    const figures = medians(runs);
    rows.push({ page, figures, runs, verdict: verdictOf(figures) });
    console.log(`${page.name}: score ${figures.score}, LCP ${(figures.lcp / 1000).toFixed(2)} s`);
  }
} finally {
  await chrome.kill();
  await server.stop();
}
console.log('');
printTable(rows);
process.exit(rows.some((row) => row.verdict !== 'ok') ? 1 : 0);
