// A child process holding open owner pages: one Server-Sent Events stream per page, on raw node:http
// (an EventSource polyfill would cost more per event than the server's own work). It notes when each
// `recommendations` event arrives, as epoch milliseconds with a fraction (performance.timeOrigin +
// performance.now()), the same clock the parent stamps the submissions' answers with.
// Driven over IPC by bench-realtime-pages.mjs: open, count, collect, close.
import { Agent, get } from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const now = () => performance.timeOrigin + performance.now();
// No pooling limit and no keep-alive: each page holds a connection of its own for as long as it is open.
const agent = new Agent({ keepAlive: false, maxSockets: Infinity });
const lag = monitorEventLoopDelay({ resolution: 5 });
lag.enable();

/**
 * @typedef {import('./bench-realtime-seed.mjs').Page} Page
 * @typedef {{
 *   arrivals: number[];
 *   request?: import('node:http').ClientRequest;
 *   status: number;
 *   ready: boolean;
 *   ended: boolean;
 *   wrongTrip: number;
 *   error?: string;
 * }} PageState An open page: its request, and when each of its events arrived.
 */

/**
 * Per page, in the order given: the request, and when each of its events arrived.
 * @type {PageState[]}
 */
let pages = [];

/** @param {string} base @param {Page} page */
function openPage(base, page) {
  // The data is {"tripId":"…","kind":"…"}: a substring test checks the trip cheaply; parsing is the fallback.
  const tripField = `"tripId":"${page.tripId}"`;
  /** @type {PageState} */
  const state = { arrivals: [], request: undefined, status: 0, ready: false, ended: false, wrongTrip: 0 };
  /** @type {Promise<void>} */
  const opened = new Promise((resolve) => {
    // A stream that is accepted but never says "ready" counts as refused instead of stalling the run.
    setTimeout(resolve, 30_000).unref();
    let buffer = '';
    state.request = get(
      `${base}/api/trips/${page.tripId}/events`,
      {
        agent,
        headers: { cookie: page.cookie, 'x-forwarded-for': page.address, accept: 'text/event-stream' },
      },
      (response) => {
        state.status = /** @type {number} */ (response.statusCode);
        if (response.statusCode !== 200) {
          response.resume();
          resolve();
          return;
        }
        response.setEncoding('utf8');
        response.on('data', (chunk) => {
          const at = now();
          buffer += chunk;
          let end;
          while ((end = buffer.indexOf('\n\n')) >= 0) {
            const frame = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            // Only the event name and its trip matter; the id line may change format.
            let event = 'message';
            let data = '';
            for (const line of frame.split('\n')) {
              if (line.startsWith('event:')) event = line.slice(6).trim();
              else if (line.startsWith('data:')) data += line.slice(5).trim();
            }
            if (event === 'ready') {
              state.ready = true;
              resolve();
            } else if (event === 'recommendations') {
              if (data.includes(tripField) || JSON.parse(data).tripId === page.tripId)
                state.arrivals.push(at);
              else state.wrongTrip += 1;
            }
          }
        });
        response.on('end', () => (state.ended = true));
      },
    );
    state.request.on('error', (/** @type {NodeJS.ErrnoException} */ error) => {
      state.error = error.code ?? error.message;
      resolve();
    });
  });
  return { state, opened };
}

/**
 * Opens the pages `batch` at a time, each batch once all its streams said "ready" (or were refused).
 * @param {{ base: string; list: Page[]; batch: number }} args
 */
async function open({ base, list, batch }) {
  const started = now();
  for (let start = 0; start < list.length; start += batch) {
    const opening = list.slice(start, start + batch).map((page) => openPage(base, page));
    await Promise.all(opening.map((entry) => entry.opened));
    pages.push(...opening.map((entry) => entry.state));
  }
  /** @type {Record<string, number>} */
  const refused = {};
  for (const page of pages) {
    if (!page.ready) {
      const key = page.error ?? (page.status === 200 ? 'no ready' : String(page.status));
      refused[key] = (refused[key] ?? 0) + 1;
    }
  }
  const ready = pages.filter((page) => page.ready).length;
  return { ready, refused, seconds: (now() - started) / 1000 };
}

/** @typedef {(args: any) => unknown} Handler A question's handler: its answer is an object, or nothing. */
/** @type {Record<string, Handler>} */
const handlers = {
  open,
  count: () => ({
    events: pages.reduce((sum, page) => sum + page.arrivals.length, 0),
    ended: pages.filter((page) => page.ready && page.ended).length,
  }),
  resetLag: () => lag.reset(),
  collect: () => ({
    arrivals: pages.map((page) => (page.ready ? page.arrivals : null)),
    wrongTrip: pages.reduce((sum, page) => sum + page.wrongTrip, 0),
    lagP99: lag.percentile(99) / 1e6,
    lagMax: lag.max / 1e6,
  }),
  close: () => {
    for (const page of pages) page.request?.destroy();
    pages = [];
    return {};
  },
};

process.on('message', async (/** @type {{ id: number; type: string }} */ { id, type, ...args }) => {
  const handler = /** @type {Handler} */ (handlers[type]);
  /** @type {NonNullable<NodeJS.Process['send']>} */ (process.send)({
    id,
    .../** @type {object} */ (await handler(args)),
  });
});
