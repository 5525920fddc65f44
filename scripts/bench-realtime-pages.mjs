// The owners' open pages, held by child processes (bench-realtime-page-worker.mjs): thousands of
// streams in the process that also sends the submissions and stamps their answers would make that
// process the bottleneck, and its delays would be counted as delivery latency.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const WORKER = fileURLToPath(new URL('./bench-realtime-page-worker.mjs', import.meta.url));

/**
 * @typedef {Record<string, any>} Answer A page holder's answer to a question (bench-realtime-page-worker.mjs),
 *   or `{ error }` once it has exited.
 */

function startHolder() {
  const child = fork(WORKER, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  /** @type {Map<number, (answer: Answer) => void>} */
  const waiting = new Map();
  let nextId = 0;
  child.on('message', (/** @type {{ id: number }} */ { id, ...answer }) => {
    waiting.get(id)?.(answer);
    waiting.delete(id);
  });
  child.once('exit', (code) => {
    for (const resolve of waiting.values()) resolve({ error: `page holder exited (${code})` });
    waiting.clear();
  });
  return {
    pid: child.pid,
    /** @type {(type: string, args?: object) => Promise<Answer>} */
    call: (type, args = {}) =>
      new Promise((resolve) => {
        nextId += 1;
        waiting.set(nextId, resolve);
        child.send({ id: nextId, type, ...args });
      }),
    stop: () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      return exited;
    },
  };
}

/**
 * Opens every page against `base` (gradually: `batch` connections in flight across the holders) and
 * resolves once each has said "ready" or been refused. Pages are dealt out in turn, so each holder
 * has a share of every trip.
 * @param {string} base @param {import('./bench-realtime-seed.mjs').Page[]} pages
 * @param {{ holders?: number; batch?: number }} [options]
 */
export async function openPages(base, pages, { holders = 2, batch = 500 } = {}) {
  const children = Array.from({ length: holders }, startHolder);
  const lists = children.map((_, h) => pages.filter((_page, i) => i % holders === h));
  const opened = await Promise.all(
    children.map((child, h) =>
      child.call('open', { base, list: lists[h], batch: Math.max(1, Math.floor(batch / holders)) }),
    ),
  );
  /** @type {Record<string, number>} */
  const refused = {};
  for (const answer of opened) {
    for (const [reason, count] of Object.entries(answer.refused))
      refused[reason] = (refused[reason] ?? 0) + count;
  }
  const all = (/** @type {string} */ type) => Promise.all(children.map((child) => child.call(type)));
  return {
    pids: children.map((child) => child.pid),
    ready: opened.reduce((sum, answer) => sum + answer.ready, 0),
    refused,
    seconds: Math.max(...opened.map((answer) => answer.seconds)),
    /** Events received so far, and streams the server has ended. */
    async count() {
      const counts = await all('count');
      return {
        events: counts.reduce((sum, c) => sum + c.events, 0),
        ended: counts.reduce((sum, c) => sum + c.ended, 0),
      };
    },
    resetLag: () => all('resetLag'),
    /** Per page, in the order given to openPages: arrival times, or null for a page that never opened. */
    async collect() {
      const answers = await all('collect');
      /** @type {(number[] | null)[]} */
      const arrivals = new Array(pages.length);
      answers.forEach((answer, h) =>
        answer.arrivals.forEach(
          (/** @type {number[] | null} */ list, /** @type {number} */ i) =>
            (arrivals[i * holders + h] = list),
        ),
      );
      return {
        arrivals,
        wrongTrip: answers.reduce((sum, answer) => sum + answer.wrongTrip, 0),
        lagP99: Math.max(...answers.map((answer) => answer.lagP99)),
        lagMax: Math.max(...answers.map((answer) => answer.lagMax)),
      };
    },
    async close() {
      await all('close');
      await Promise.all(children.map((child) => child.stop()));
    },
  };
}
