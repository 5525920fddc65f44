import type { FastifyInstance, RouteOptions } from 'fastify';
import { Histogram, type Registry } from 'prom-client';

/** The route label of a request no route answered (a 404, a malformed path): never its own address. */
export const UNMATCHED_ROUTE = 'unmatched';

/** From half a millisecond (a kept page) to ten seconds (a long import), the last bucket for anything past. */
const DURATION_BUCKETS = [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10];

/** A route whose answer is an event stream (a live page): it lasts as long as the page is open. */
function answersAsStream(route: RouteOptions): boolean {
  const responses = route.schema?.response;
  if (typeof responses !== 'object' || responses === null) return false;
  return Object.values(responses).some(
    (response: unknown) =>
      typeof response === 'object' &&
      response !== null &&
      'content' in response &&
      typeof response.content === 'object' &&
      response.content !== null &&
      'text/event-stream' in response.content,
  );
}

/**
 * Times every answer from its request's arrival to its last byte handed to the socket, by method, route
 * pattern (never the address asked for, which carries ids: one series per id would be without bound)
 * and status. Live pages are counted open (`tiplist_live_pages`), not timed: a stream's "duration" is how
 * long its page stayed open. Must be called before any route is registered, to see them all.
 */
export function timeRequests(app: FastifyInstance, registry: Registry): void {
  const durations = new Histogram({
    name: 'tiplist_http_request_duration_seconds',
    help: 'Time from a request to its answer, by method, route pattern and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const streams = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (answersAsStream(route)) streams.add(route.url);
  });
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? UNMATCHED_ROUTE;
    if (!streams.has(route)) {
      const labels = { method: request.method, route, status_code: String(reply.statusCode) };
      durations.observe(labels, reply.elapsedTime / 1000);
    }
    done();
  });
}
