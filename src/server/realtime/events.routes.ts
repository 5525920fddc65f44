import type { FastifyInstance } from 'fastify';
import { idParamsSchema } from '../../shared/contracts/common.js';
import type { ServerContext } from '../context.js';
import { parseWith } from '../http/validation.js';
import { findOwnedTrip } from '../features/trips/trips.service.js';

export const HEARTBEAT_MS = 25_000;

/**
 * Server-Sent Events for an owner's open trip page. Each event says only what changed; the page
 * refetches. A (re)connection starts with "ready", so a page that was offline catches up at once.
 */
export function registerEventRoutes(app: FastifyInstance, { db, sessions, bus }: ServerContext): void {
  const open = new Set<() => void>();
  // Long-lived streams would hold a graceful shutdown open: end them before the server closes.
  app.addHook('preClose', (done) => {
    for (const end of open) end();
    done();
  });

  app.get('/api/trips/:id/events', async (request, reply) => {
    const user = await sessions.require(request);
    const { id } = parseWith(idParamsSchema, request.params);
    const trip = await findOwnedTrip(db, user.id, id);

    reply.hijack();
    const stream = reply.raw;
    stream.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let sequence = Number(request.headers['last-event-id']) || 0;
    const send = (event: string, data: unknown) => {
      sequence += 1;
      stream.write(`id: ${sequence}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
    };
    stream.write('retry: 2000\n\n');
    send('ready', { tripId: trip.id });

    const unsubscribe = bus.subscribe(trip.id, (event) => send(event.kind, event));
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(end);
    };
    const end = () => {
      stop();
      stream.end();
    };
    open.add(end);
    request.raw.once('close', stop);
  });
}
