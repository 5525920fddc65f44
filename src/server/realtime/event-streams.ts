import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { errorCodes } from '../../shared/contracts/errors.js';
import { AppError } from '../errors.js';
import type { ChangeEvent, EventBus } from './event-bus.js';
import { SoonestDeadline } from './soonest-deadline.js';
import { DEFAULT_STREAM_LIMITS, type StreamLimits } from '../limits.js';
import { StreamCounts } from './stream-counts.js';

export const HEARTBEAT_MS = 25_000;

/**
 * A client that stops reading (a laptop lid closed on a stalled network) would have its events buffered
 * without end. Beyond this many unsent bytes its stream is dropped: when it comes back, EventSource
 * reconnects and "ready" makes the page refetch, so nothing is lost.
 */
export const MAX_UNSENT_BYTES = 64 * 1024;

export const TOO_MANY_STREAMS_MESSAGE =
  'Too many Tiplist pages are open with live updates. Close a few of them, then reload this page.';

/** What a stream follows: a trip or a guidebook id, and the name its events give that id. */
export interface StreamSubject {
  id: string;
  key: 'tripId' | 'guidebookId';
}

/** The signed-in request's user and session (api-scopes' SignedIn, named here to keep the layers apart). */
interface StreamOwner {
  user: { id: string };
  sessionId: string;
  sessionEndsAt: number;
}

interface OpenStream {
  response: ServerResponse;
  userId: string;
  sessionId: string;
  sessionEndsAt: number;
  address: string;
  subject: StreamSubject;
}

export interface EventStreams {
  /**
   * Opens the owner's stream (the caller has checked that the user owns the subject, so a stranger
   * never gets one), or refuses it with a 429 past the per-user or per-address limit.
   */
  open(request: FastifyRequest & StreamOwner, reply: FastifyReply, subject: StreamSubject): FastifyReply;
  /** Open streams on this instance. */
  readonly size: number;
  /** Trips and guidebooks with at least one open stream here (each holds one bus subscription). */
  readonly subjects: number;
  /** Ends every stream: long-lived streams would otherwise hold a graceful shutdown open. */
  closeAll(): void;
}

/**
 * Server-Sent Events for owners' open pages (decision 007). Each event says only what changed; the page
 * refetches. A (re)connection starts with "ready", so a page that was offline catches up at once. A
 * stream lasts as long as its session: when the session ends (sign-out, password reset), on any
 * instance, or runs out, the stream is closed. A session used meanwhile may have been extended: the
 * page's EventSource reconnects, and the new stream lasts as long as the session now does.
 *
 * Built for thousands of pages: a change is serialised once and the same frame written to every stream
 * of its subject, one bus subscription per subject, one heartbeat timer for all streams. Event ids are
 * this process's, shared by all streams (ids only order a stream's events: nothing is replayed).
 */
export function createEventStreams(
  bus: EventBus,
  limits: StreamLimits = DEFAULT_STREAM_LIMITS,
): EventStreams {
  const bySubject = new Map<string, { streams: Set<OpenStream>; unsubscribe: () => void }>();
  const counts = new StreamCounts<OpenStream>(limits);
  let lastEventId = 0;
  const frame = (event: string, data: string) => `id: ${++lastEventId}\nevent: ${event}\ndata: ${data}\n\n`;
  const readyFrame = ({ key, id }: StreamSubject) => frame('ready', JSON.stringify({ [key]: id }));

  const write = (stream: OpenStream, chunk: string) => {
    if (stream.response.writableLength > MAX_UNSENT_BYTES) {
      end(stream, 'drop');
      return;
    }
    stream.response.write(chunk);
  };

  const broadcast = (subject: StreamSubject, streams: Set<OpenStream>) => (event: ChangeEvent) => {
    const chunk = frame(event.kind, JSON.stringify({ [subject.key]: subject.id, kind: event.kind }));
    if (event.kind === 'access-ended') {
      // Only the companion who lost the list hears it, and their stream of it ends.
      for (const stream of [...streams].filter(({ userId }) => userId === event.userId)) {
        write(stream, chunk);
        end(stream, 'end');
      }
      return;
    }
    for (const stream of streams) write(stream, chunk);
  };

  const heartbeat = setInterval(() => {
    for (const stream of counts.all()) write(stream, ': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  // One timer for every stream's session end, not one per stream.
  const sessionEnds = new SoonestDeadline((now) => {
    let next = Infinity;
    for (const stream of [...counts.all()]) {
      if (stream.sessionEndsAt <= now) end(stream, 'end');
      else next = Math.min(next, stream.sessionEndsAt);
    }
    return next;
  });

  /** Forgets a stream; `drop` also cuts the connection, `end` closes it cleanly. */
  function end(stream: OpenStream, how: 'forget' | 'end' | 'drop') {
    if (!counts.remove(stream)) return;
    const entry = bySubject.get(stream.subject.id);
    entry?.streams.delete(stream);
    if (entry && entry.streams.size === 0) {
      entry.unsubscribe();
      bySubject.delete(stream.subject.id);
    }
    if (how === 'end') stream.response.end();
    if (how === 'drop') stream.response.destroy();
  }

  bus.onSessionsEnded(({ userId, sessionId, userChanged }) => {
    // A change of names signs no one out: the streams stay.
    if (userChanged) return;
    for (const stream of counts.ofUser(userId)) {
      if (!sessionId || stream.sessionId === sessionId) end(stream, 'end');
    }
  });

  // Changes may have been missed: "ready" makes every open page refetch, as after a reconnection.
  bus.onResync(() => {
    for (const stream of counts.all()) write(stream, readyFrame(stream.subject));
  });

  return {
    open(request, reply, subject) {
      const stream: OpenStream = {
        response: reply.raw,
        userId: request.user.id,
        sessionId: request.sessionId,
        sessionEndsAt: request.sessionEndsAt,
        address: request.ip,
        subject,
      };
      if (!counts.add(stream)) throw new AppError(errorCodes.rateLimited, 429, TOO_MANY_STREAMS_MESSAGE);
      let entry = bySubject.get(subject.id);
      if (!entry) {
        const streams = new Set<OpenStream>();
        entry = { streams, unsubscribe: bus.subscribe(subject.id, broadcast(subject, streams)) };
        bySubject.set(subject.id, entry);
      }
      entry.streams.add(stream);

      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        // Of the security headers (http/security.ts), the two that apply to a non-document. The others
        // speak to documents (CSP, framing, referrer; HSTS comes with every other answer), and a stream
        // holds its headers in memory while it is open: they would be half of what it costs.
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      reply.raw.write(`retry: 2000\n\n${readyFrame(subject)}`);
      sessionEnds.watch(stream.sessionEndsAt);
      request.raw.once('close', () => end(stream, 'forget'));
      return reply;
    },
    get size() {
      return counts.size;
    },
    get subjects() {
      return bySubject.size;
    },
    closeAll() {
      clearInterval(heartbeat);
      sessionEnds.stop();
      for (const stream of [...counts.all()]) end(stream, 'end');
    },
  };
}
