// The owner's writes and the shared reads in the benchmark: ticking a tip done and back (toggle), saving a new
// order of all 200 tips of the trip (reorder), the owner's guidebook (200 entries), and what a shared
// favourites link and a shared guidebook link show a visitor. Seeded through the API of the running server.
import autocannon from 'autocannon';
import { nextVisitor } from './bench-places.mjs';

export const BROWSER_ENCODING = 'gzip, deflate, br, zstd';
const CATEGORIES = ['do', 'eat', 'stay', 'dance', 'bars', 'get-around', 'museums', 'parks'];

/**
 * @typedef {{ endpoint: string; 'req/s': number; 'p99 ms': number; errors: number }} Row One measurement.
 * @typedef {{ tipIds: string[]; favoritesToken: string; guidebookId: string; guidebookToken: string }} Seeded
 * @typedef {import('autocannon').Request} Request
 */

/**
 * @param {string} base @param {string} cookie @param {string} method @param {string} url @param {unknown} [body]
 * @returns {Promise<any>}
 */
async function call(base, cookie, method, url, body) {
  const response = await fetch(`${base}${url}`, {
    method,
    headers: { 'content-type': 'application/json', origin: base, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`);
  return response.status === 204 ? null : response.json();
}

const entries = (/** @type {number} */ count, offset = 0) =>
  Array.from({ length: count }, (_, i) => ({
    category: CATEGORIES[i % CATEGORIES.length],
    content: `Tip ${offset + i}: a place worth a detour, with a link https://example.com/${i}`,
  }));

/**
 * On the owner's trip (already holding 200 tips): a favourites link over 50 favourites, and a guidebook of
 * 200 entries with a share link. Returns what the measurements below need.
 * @param {string} base @param {string} cookie @param {string} tripId
 * @returns {Promise<Seeded>}
 */
export async function seedOwnerSide(base, cookie, tripId) {
  const { recommendations } = await call(base, cookie, 'GET', `/api/trips/${tripId}`);
  /** @type {string[]} */
  const tipIds = recommendations.map((/** @type {{ id: string }} */ tip) => tip.id);
  for (const id of tipIds.slice(0, 50)) {
    await call(base, cookie, 'PATCH', `/api/recommendations/${id}`, { is_favorite: true });
  }
  const favorites = await call(base, cookie, 'POST', `/api/trips/${tripId}/shared-favorites`, {});
  const { guidebook } = await call(base, cookie, 'POST', '/api/guidebooks', {
    title: 'My tips for Lisbon',
    destination: 'Lisbon',
    description: 'Two hundred places',
  });
  for (let batch = 0; batch < 2; batch += 1) {
    await call(base, cookie, 'POST', `/api/guidebooks/${guidebook.id}/recommendations`, {
      entries: entries(100, batch * 100),
    });
  }
  const link = await call(base, cookie, 'POST', `/api/guidebooks/${guidebook.id}/shared-links`, {});
  return {
    tipIds,
    favoritesToken: favorites.share_token,
    guidebookId: guidebook.id,
    guidebookToken: link.share_token,
  };
}

/**
 * One autocannon run as a table row: req/s, p99 and every answer that was not a 2xx.
 * @param {string} endpoint @param {import('autocannon').Options} options @param {number} duration
 * @returns {Promise<Row>}
 */
export async function runRow(endpoint, options, duration) {
  const result = await autocannon({ connections: 50, duration, ...options });
  return {
    endpoint,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

const fromNewVisitor = (/** @type {Request} */ request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
});

/**
 * The two shared reads, each request from a visitor of its own as a crowd opening a link would be.
 * @param {string} name @param {string} base @param {Seeded} seeded @param {number} duration
 */
export async function measureSharedReads(name, base, seeded, duration) {
  const read = (/** @type {string} */ title, /** @type {string} */ path) =>
    runRow(
      `${name}: ${title}`,
      {
        url: `${base}${path}`,
        requests: [{ headers: { 'accept-encoding': BROWSER_ENCODING }, setupRequest: fromNewVisitor }],
      },
      duration,
    );
  return [
    await read(
      'GET /api/public/shared-favorites/:token (50 favourites)',
      `/api/public/shared-favorites/${seeded.favoritesToken}`,
    ),
    await read(
      'GET /api/public/shared-guidebooks/:token (200 entries)',
      `/api/public/shared-guidebooks/${seeded.guidebookToken}`,
    ),
  ];
}

/**
 * The owner's writes: a tip ticked done or undone (a random tip of the 200 each time), and the whole
 * trip's order saved, reversed and back, as one drag on a 200-tip trip sends it.
 * @param {string} name @param {string} base @param {string} cookie @param {string} tripId
 * @param {Seeded} seeded @param {number} duration
 */
export async function measureOwnerWrites(name, base, cookie, tripId, seeded, duration) {
  const headers = {
    'content-type': 'application/json',
    origin: base,
    cookie,
    'accept-encoding': BROWSER_ENCODING,
  };
  let toggles = 0;
  const toggle = await runRow(
    `${name}: PATCH /api/recommendations/:id (done, toggled)`,
    {
      url: base,
      requests: [
        {
          method: 'PATCH',
          headers,
          setupRequest: (/** @type {Request} */ request) => {
            toggles += 1;
            const id = seeded.tipIds[Math.floor(Math.random() * seeded.tipIds.length)];
            return {
              ...request,
              path: `/api/recommendations/${id}`,
              body: JSON.stringify({ is_completed: toggles % 2 === 0 }),
            };
          },
        },
      ],
    },
    duration,
  );
  const forward = seeded.tipIds.map((id, index) => ({ id, order_index: index }));
  const backward = seeded.tipIds.map((id, index) => ({ id, order_index: seeded.tipIds.length - 1 - index }));
  const bodies = [JSON.stringify({ order: backward }), JSON.stringify({ order: forward })];
  let reorders = 0;
  const reorder = await runRow(
    `${name}: PUT /api/trips/:id/recommendations/order (200 tips)`,
    {
      url: `${base}/api/trips/${tripId}/recommendations/order`,
      requests: [
        {
          method: 'PUT',
          headers,
          setupRequest: (/** @type {Request} */ request) => ({ ...request, body: bodies[reorders++ % 2] }),
        },
      ],
    },
    duration,
  );
  return [toggle, reorder];
}

/**
 * The owner's guidebook page read, as a browser asks.
 * @param {string} name @param {string} base @param {string} cookie @param {Seeded} seeded @param {number} duration
 */
export async function measureGuidebookRead(name, base, cookie, seeded, duration) {
  return runRow(
    `${name}: GET /api/guidebooks/:id (200 entries)`,
    {
      url: `${base}/api/guidebooks/${seeded.guidebookId}`,
      headers: { cookie, 'accept-encoding': BROWSER_ENCODING },
    },
    duration,
  );
}
