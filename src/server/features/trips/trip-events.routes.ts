import { tripContracts } from '../../../shared/contracts/trips.js';
import type { OwnerRouter, RoutesOf } from '../../http/api-scopes.js';
import { findOwnedTrip } from './trips.service.js';

export const HEARTBEAT_MS = 25_000;

interface OpenStream {
  userId: string;
  sessionId: string;
  end(): void;
}

/**
 * Server-Sent Events for an owner's open trip page. Each event says only what changed; the page
 * refetches. A (re)connection starts with "ready", so a page that was offline catches up at once.
 * A stream lasts as long as its session: when the session ends (sign-out, password reset), on any
 * instance, the stream is closed.
 */
export const tripEventRoutes: RoutesOf<OwnerRouter> = (route, { db, bus }, scope) => {
  const open = new Set<OpenStream>();
  // Long-lived streams would hold a graceful shutdown open: end them before the server closes.
  scope.addHook('preClose', (done) => {
    for (const stream of open) stream.end();
    done();
  });

  bus.onSessionsEnded(({ userId, sessionId }) => {
    for (const stream of open) {
      if (stream.userId === userId && (!sessionId || stream.sessionId === sessionId)) stream.end();
    }
  });

  route(tripContracts.tripEvents, async (request, reply) => {
    const trip = await findOwnedTrip(db, request.user.id, request.params.id);
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
    const entry: OpenStream = {
      userId: request.user.id,
      sessionId: request.sessionId,
      end() {
        stop();
        stream.end();
      },
    };
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(entry);
    };
    open.add(entry);
    request.raw.once('close', stop);
    return reply;
  });
};
