// The friend's side under load: the public trip read and tip submissions (3 tips each), each request
// from an address of its own (X-Forwarded-For behind TRUST_PROXY), so the per-address limits count
// visitors as they would be counted in real use instead of refusing one benchmark client.
import { BROWSER_ENCODING, runRow } from './bench-owner.mjs';
import { nextVisitor } from './bench-places.mjs';

const fromNewVisitor = (/** @type {import('autocannon').Request} */ request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
});

/**
 * The friend page's trip read, as a browser asks.
 * @param {string} name @param {string} base @param {string} tripId @param {number} duration
 */
export function measureFriendRead(name, base, tripId, duration) {
  return runRow(
    `${name}: GET /api/public/trips/:id (friend page)`,
    {
      url: `${base}/api/public/trips/${tripId}`,
      requests: [
        { method: 'GET', headers: { 'accept-encoding': BROWSER_ENCODING }, setupRequest: fromNewVisitor },
      ],
    },
    duration,
  );
}

/**
 * Friends sending 3 tips each, to the owner's trips in turn: at 500 a second one trip would reach its limit
 * of tips (decision 031) within a second, and every later submission would be refused.
 * @param {string} name @param {string} base @param {string[]} tripIds @param {number} duration
 */
export function measureSubmissions(name, base, tripIds, duration) {
  const body = JSON.stringify({
    entries: ['eat', 'do', 'bars'].map((category, i) => ({ category, content: `Benchmark tip ${i}` })),
    contributor_name: 'Bench',
  });
  let sent = 0;
  const toNextTrip = (/** @type {import('autocannon').Request} */ request) => {
    const tripId = tripIds[sent++ % tripIds.length];
    return { ...fromNewVisitor(request), path: `/api/public/trips/${tripId}/recommendations` };
  };
  return runRow(
    `${name}: POST /api/public/trips/:id/recommendations (3 tips, ${tripIds.length} trips in turn)`,
    {
      url: base,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODING },
          body,
          setupRequest: toNextTrip,
        },
      ],
    },
    duration,
  );
}
