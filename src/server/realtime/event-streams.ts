import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { SignedIn } from '../http/api-scopes.js';
import type { EventBus } from './event-bus.js';

export const HEARTBEAT_MS = 25_000;

interface OpenStream {
  userId: string;
  sessionId: string;
  end(): void;
  resync(): void;
}

/** What a stream follows: a trip or a guidebook id, and the name its events give that id. */
export interface StreamSubject {
  id: string;
  key: 'tripId' | 'guidebookId';
}

export type OpenEventStream = (
  request: FastifyRequest & SignedIn,
  reply: FastifyReply,
  subject: StreamSubject,
) => FastifyReply;

/**
 * Server-Sent Events for an owner's open page. Each event says only what changed; the page refetches.
 * A (re)connection starts with "ready", so a page that was offline catches up at once. A stream lasts
 * as long as its session: when the session ends (sign-out, password reset), on any instance, the
 * stream is closed. Call once per feature, with the scope its routes live in; the caller has already
 * checked that the user owns the subject, so a stranger never gets a stream.
 */
export function eventStreams(scope: FastifyInstance, bus: EventBus): OpenEventStream {
  const open = new Set<OpenStream>();
  // Long-lived streams would hold a graceful shutdown open: end them before the server closes.
  scope.addHook('preClose', (done) => {
    for (const stream of open) stream.end();
    done();
  });

  bus.onSessionsEnded(({ userId, sessionId, userChanged }) => {
    // A change of names signs no one out: the streams stay.
    if (userChanged) return;
    for (const stream of open) {
      if (stream.userId === userId && (!sessionId || stream.sessionId === sessionId)) stream.end();
    }
  });

  // Changes may have been missed: "ready" makes every open page refetch, as after a reconnection.
  bus.onResync(() => {
    for (const stream of open) stream.resync();
  });

  return (request, reply, { id, key }) => {
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
    send('ready', { [key]: id });

    const unsubscribe = bus.subscribe(id, (event) => send(event.kind, { [key]: id, kind: event.kind }));
    const heartbeat = setInterval(() => stream.write(': heartbeat\n\n'), HEARTBEAT_MS);
    const entry: OpenStream = {
      userId: request.user.id,
      sessionId: request.sessionId,
      end() {
        stop();
        stream.end();
      },
      resync: () => send('ready', { [key]: id }),
    };
    const stop = () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(entry);
    };
    open.add(entry);
    request.raw.once('close', stop);
    return reply;
  };
}
