// The friend's side under load: the public trip read and tip submissions (3 tips each), each request
// from an address of its own (X-Forwarded-For behind TRUST_PROXY), so the per-address limits count
// visitors as they would be counted in real use instead of refusing one benchmark client.
import autocannon from 'autocannon';
import { nextVisitor } from './bench-places.mjs';

const BROWSER_ENCODING = 'gzip, deflate, br, zstd';

const fromNewVisitor = (request) => ({
  ...request,
  headers: { ...request.headers, 'x-forwarded-for': nextVisitor() },
});

async function run(title, options, duration) {
  const result = await autocannon({ connections: 50, duration, ...options });
  return {
    endpoint: title,
    'req/s': Math.round(result.requests.average),
    'p99 ms': result.latency.p99,
    errors: result.non2xx + result.errors + result.timeouts,
  };
}

/** Rows for the public read (as a browser asks) and the friend submission. */
export async function measureFriendSide(name, base, tripId, duration) {
  const read = await run(
    `${name}: GET /api/public/trips/:id (friend page)`,
    {
      url: `${base}/api/public/trips/${tripId}`,
      requests: [
        { method: 'GET', headers: { 'accept-encoding': BROWSER_ENCODING }, setupRequest: fromNewVisitor },
      ],
    },
    duration,
  );
  const body = JSON.stringify({
    entries: ['eat', 'do', 'bars'].map((category, i) => ({ category, content: `Benchmark tip ${i}` })),
    contributor_name: 'Bench',
  });
  const submit = await run(
    `${name}: POST /api/public/trips/:id/recommendations (3 tips)`,
    {
      url: `${base}/api/public/trips/${tripId}/recommendations`,
      requests: [
        {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'accept-encoding': BROWSER_ENCODING },
          body,
          setupRequest: fromNewVisitor,
        },
      ],
    },
    duration,
  );
  return [read, submit];
}
