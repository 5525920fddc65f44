// Long trips (decision 031): the owner's page (GET /trip/:id) of a trip at its limit of tips, sent undrawn,
// and of one with as many tips as are drawn, and the API read of the full trip (GET /api/trips/:id, read
// afresh each time: a change drops the cached page first), one request at a time, with how long the
// instance's event loop waited meanwhile (bench-loop-delay.mjs): what every other request on it waited too.
// Reported only; the limits are chosen from these figures.
import { request } from 'node:http';
import { BROWSER_ENCODING } from './bench-owner.mjs';

const CATEGORIES = ['do', 'eat', 'stay', 'dance', 'bars', 'get-around', 'museums', 'parks'];
const READS = 10;

/** A tip as friends write them: a sentence or two, every other one at a place. */
const tipAt = (/** @type {number} */ i) => ({
  category: CATEGORIES[i % CATEGORIES.length],
  content: `Tip ${i + 1}: worth the detour at dusk; go early and ask for the corner table https://example.com/${i}`,
  ...(i % 2 === 0
    ? {
        place: {
          name: `Place ${i + 1}`,
          address: `Rua ${i + 1}, Lisboa, Portugal`,
          placeId: `osm:N${i + 1}`,
          latitude: 38.7 + i / 1e5,
          longitude: -9.14,
        },
      }
    : {}),
});

/** @typedef {Awaited<ReturnType<typeof import('./bench-realtime-server.mjs').startInstance>>} Instance */

/**
 * One request's time to its last byte, and the bytes as sent.
 * @param {string} url @param {Record<string, string>} headers
 * @returns {Promise<{ status: number | undefined; ms: number; bytes: number }>}
 */
function timed(url, headers) {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk) => (bytes += chunk.length));
      response.on('end', () =>
        resolve({ status: response.statusCode, ms: performance.now() - started, bytes }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

/**
 * A new trip of the owner's, filled to `tips` in one import (the most one import may add).
 * @param {string} base @param {string} cookie @param {number} tips
 * @returns {Promise<string>}
 */
async function fullTrip(base, cookie, tips) {
  const headers = { 'content-type': 'application/json', origin: base, cookie };
  /** @type {(url: string, body: unknown) => Promise<any>} */
  const post = async (url, body) => {
    const response = await fetch(`${base}${url}`, { method: 'POST', headers, body: JSON.stringify(body) });
    if (!response.ok) throw new Error(`POST ${url} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  const { trip } = await post('/api/trips', { destination: 'Full trip' });
  await post(`/api/trips/${trip.id}/imports`, { entries: Array.from({ length: tips }, (_, i) => tipAt(i)) });
  return trip.id;
}

/**
 * READS requests one after another; `before` runs ahead of each, outside the timing.
 * @param {string} name @param {Instance} server @param {string} title @param {string} url @param {string} cookie
 * @param {(i: number) => Promise<unknown>} [before]
 */
async function measureRead(name, server, title, url, cookie, before = async () => {}) {
  const headers = { cookie, 'accept-encoding': BROWSER_ENCODING };
  const times = [];
  let bytes = 0;
  await server.resetLoopDelay();
  for (let i = 0; i < READS; i += 1) {
    await before(i);
    const answer = await timed(url, headers);
    if (answer.status !== 200) throw new Error(`${title}: GET ${url} answered ${answer.status}`);
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  const delay = await server.readLoopDelay();
  times.sort((a, b) => a - b);
  return {
    endpoint: `${name}: ${title}`,
    'median ms': Math.round(times[Math.floor(READS / 2)] ?? Number.NaN),
    'max ms': Math.round(times[READS - 1] ?? Number.NaN),
    'body bytes': bytes,
    'loop delay max ms': delay.maxMs,
    'loop delay p99 ms': delay.p99Ms,
  };
}

/**
 * The owner's page and the API read of a trip at the limit (`listMax` tips), and the owner's page of a trip
 * of `renderedMax` tips, the longest the server draws.
 * @param {string} name @param {Instance} server @param {string} cookie
 * @param {{ listMax: number; renderedMax: number }} sizes
 */
export async function measureLongTrips(name, server, cookie, { listMax, renderedMax }) {
  const { base } = server;
  const fullId = await fullTrip(base, cookie, listMax);
  const renderedId = await fullTrip(base, cookie, renderedMax);
  const touch = (/** @type {number} */ i) =>
    fetch(`${base}/api/trips/${fullId}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json', origin: base, cookie },
      body: JSON.stringify({ recommendation_types: `Read ${i}` }),
    });
  const tips = (/** @type {number} */ count) => `${count.toLocaleString('en-US')} tips`;
  const page = (/** @type {string} */ title, /** @type {string} */ id) =>
    measureRead(name, server, title, `${base}/trip/${id}`, cookie);
  return [
    await page(`GET /trip/:id (${tips(renderedMax)}, drawn)`, renderedId),
    await page(`GET /trip/:id (${tips(listMax)}, sent undrawn)`, fullId),
    await measureRead(
      name,
      server,
      `GET /api/trips/:id (${tips(listMax)}, read afresh)`,
      `${base}/api/trips/${fullId}`,
      cookie,
      touch,
    ),
  ];
}
