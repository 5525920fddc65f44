// One realtime scenario: open the owners' pages on one instance, have friends submit to another (or
// the same) instance, wait for the events, close the pages, and read the page instance's memory at
// each step: before, with every page open, at its peak during submissions, and after the close.
import { performance } from 'node:perf_hooks';
import { deliveryLatencies, submitTips } from './bench-realtime-friends.mjs';
import { openPages } from './bench-realtime-pages.mjs';
import { cpuSeconds, openFiles, rssMb } from './bench-realtime-server.mjs';

/**
 * @typedef {Awaited<ReturnType<typeof import('./bench-realtime-server.mjs').startInstance>>} Instance
 * @typedef {Awaited<ReturnType<typeof openPages>>} HeldPages
 */

const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (/** @type {number} */ value) => Math.round(value);

/**
 * Polls `done` every `every` ms until it holds or `limitMs` have passed; the seconds it took.
 * @param {() => boolean | Promise<boolean>} done @param {number} limitMs @param {number} [every]
 */
async function waitUntil(done, limitMs, every = 100) {
  const start = performance.now();
  while (!(await done()) && performance.now() - start < limitMs) await sleep(every);
  return (performance.now() - start) / 1000;
}

/**
 * Events expected: each accepted submission reaches every open page of its trip. The wait ends when
 * they are all in, or when none has come for 3 s (a lost event never comes), or after 30 s.
 * @param {HeldPages} held @param {Map<string, number>} pagesPerTrip
 * @param {import('./bench-realtime-friends.mjs').Submission[]} submissions @param {() => void} sample
 */
async function awaitDeliveries(held, pagesPerTrip, submissions, sample) {
  const expected = submissions
    .filter((s) => s.status === 201)
    .reduce((sum, s) => sum + (pagesPerTrip.get(s.tripId) ?? 0), 0);
  let last = -1;
  let lastChange = performance.now();
  await waitUntil(async () => {
    sample();
    const { events } = await held.count();
    if (events !== last) {
      last = events;
      lastChange = performance.now();
    }
    return events >= expected || performance.now() - lastChange > 3_000;
  }, 30_000);
}

/**
 * `pages` ({ tripId, cookie, address }) open on `pageInstance`; `rate` submissions a second for
 * `seconds` to `tripIds` on `submitInstance`. Returns the delivery figures and the memory of the
 * page instance in MB; after the close it waits up to `settleMs` for the memory to come back, and then
 * (when `settleMs` is not 0) measures it again after asking the instance for a full collection.
 * @param {{
 *   pageInstance: Instance;
 *   submitInstance: Instance;
 *   pages: import('./bench-realtime-seed.mjs').Page[];
 *   tripIds: string[];
 *   rate: number;
 *   seconds: number;
 *   settleMs: number;
 * }} scenario
 */
export async function runScenario({ pageInstance, submitInstance, pages, tripIds, rate, seconds, settleMs }) {
  const { pid } = pageInstance;
  const filesBefore = openFiles(pid);
  const rssBefore = rssMb(pid);
  const held = await openPages(pageInstance.base, pages);
  const rssOpen = rssMb(pid);
  let rssDuring = rssOpen;
  const sample = () => (rssDuring = Math.max(rssDuring, rssMb(pid)));

  /** @type {Map<string, number>} */
  const pagesPerTrip = new Map();
  for (const page of pages) pagesPerTrip.set(page.tripId, (pagesPerTrip.get(page.tripId) ?? 0) + 1);
  const servers = [...new Set([pid, submitInstance.pid])];
  const cpuBefore = servers.map(cpuSeconds);
  const holdersCpuBefore = held.pids.map(cpuSeconds);
  await held.resetLag();
  const run = await submitTips(submitInstance.base, { tripIds, rate, seconds, onTick: sample });
  await awaitDeliveries(held, pagesPerTrip, run.submissions, sample);
  const cpu = servers.map((server, i) => (cpuSeconds(server) - Number(cpuBefore[i])) / run.seconds);
  // A page holder near 100 % would delay the events it stamps: then the client, not the server, is measured.
  const holdersCpu = held.pids.map(
    (holder, i) => (cpuSeconds(holder) - Number(holdersCpuBefore[i])) / run.seconds,
  );
  const collected = await held.collect();

  await held.close();
  // The server has let go of the streams when its descriptors are back to where they were.
  const closeSeconds = await waitUntil(() => openFiles(pid) <= filesBefore + 5, 30_000);
  let rssAfter = rssMb(pid);
  // Freed memory goes back to the system lazily: give it up to `settleMs` to come within 10 % of the start.
  const settleSeconds = await waitUntil(() => (rssAfter = rssMb(pid)) <= rssBefore * 1.1, settleMs, 500);
  // Then, for the leak test, one full collection: what is still held after it is what the server kept.
  let rssCollected = rssAfter;
  if (settleMs > 0) {
    // A collection frees what the next one finalizes, and hands pages back to the system as it sweeps:
    // ask again each second, for up to 10 s.
    await waitUntil(
      () => {
        pageInstance.collect();
        return (rssCollected = rssMb(pid)) <= rssBefore * 1.1;
      },
      10_000,
      1000,
    );
  }

  const stats = deliveryLatencies(pages, collected.arrivals, run.submissions);
  return {
    ...stats,
    pages: pages.length,
    ready: held.ready,
    refused: held.refused,
    trips: pagesPerTrip.size,
    rate,
    seconds,
    openSeconds: Math.round(held.seconds * 10) / 10,
    wrongTrip: collected.wrongTrip,
    rssBefore: round(rssBefore),
    rssOpen: round(rssOpen),
    rssDuring: round(rssDuring),
    rssAfter: round(rssAfter),
    rssCollected: round(rssCollected),
    afterSeconds: Math.round((closeSeconds + settleSeconds) * 10) / 10,
    // One figure per server process: the page instance first when there are two.
    serverCpu: cpu.map((share) => round(share * 100)),
    holderCpu: holdersCpu.map((share) => round(share * 100)),
    holderLagP99: Math.round(collected.lagP99 * 10) / 10,
    senderLagP99: Math.round(run.lagP99 * 10) / 10,
  };
}
