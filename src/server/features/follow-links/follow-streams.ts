import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ServerResponse } from 'node:http';
import { errorCodes } from '../../../shared/contracts/errors.js';
import { AppError } from '../../errors.js';
import type { StreamLimits } from '../../limits.js';
import type { EventBus } from '../../realtime/event-bus.js';
import { HEARTBEAT_MS, MAX_UNSENT_BYTES, TOO_MANY_STREAMS_MESSAGE } from '../../realtime/event-streams.js';
import { StreamCounts } from '../../realtime/stream-counts.js';

interface FollowStream {
  response: ServerResponse;
  /** StreamCounts' "user": the follow link, so one link holds at most the per-user limit of pages. */
  userId: string;
  address: string;
  unsubscribe: () => void;
}

export interface FollowStreams {
  /** Opens a stream for a live follow link (the caller has found it), or 429 past the limits. */
  open(request: FastifyRequest, reply: FastifyReply, link: { id: string; trip_id: string }): FastifyReply;
  readonly size: number;
  closeAll(): void;
}

/**
 * Friends' open follow pages (decision 062), on the owners' pattern (realtime/event-streams.ts, decision
 * 007): each event only says "changed" and the page refetches its view. A stream hears its trip's id on
 * the bus (a tip marked, added or deleted, the owner's switch) on any instance, and ends when its link
 * is deleted on any instance. Counted per address and per link with the live pages' limits.
 */
export function createFollowStreams(bus: EventBus, limits: StreamLimits): FollowStreams {
  const counts = new StreamCounts<FollowStream>(limits);
  const write = (stream: FollowStream, chunk: string) => {
    if (stream.response.writableLength > MAX_UNSENT_BYTES) end(stream, 'drop');
    else stream.response.write(chunk);
  };
  const heartbeat = setInterval(() => {
    for (const stream of counts.all()) write(stream, ': heartbeat\n\n');
  }, HEARTBEAT_MS);
  heartbeat.unref();

  function end(stream: FollowStream, how: 'forget' | 'end' | 'drop') {
    if (!counts.remove(stream)) return;
    stream.unsubscribe();
    if (how === 'end') stream.response.end();
    if (how === 'drop') stream.response.destroy();
  }

  bus.onResync(() => {
    for (const stream of counts.all()) write(stream, 'event: ready\ndata: {}\n\n');
  });

  return {
    open(request, reply, link) {
      const stream: FollowStream = {
        response: reply.raw,
        userId: link.id,
        address: request.ip,
        unsubscribe: () => undefined,
      };
      if (!counts.add(stream)) throw new AppError(errorCodes.rateLimited, 429, TOO_MANY_STREAMS_MESSAGE);
      const offTrip = bus.subscribe(link.trip_id, () => write(stream, 'event: changed\ndata: {}\n\n'));
      const offLink = bus.subscribe(link.id, (event) => {
        if (event.kind === 'follow-link') end(stream, 'end');
      });
      stream.unsubscribe = () => {
        offTrip();
        offLink();
      };
      reply.hijack();
      reply.raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
        'x-content-type-options': 'nosniff',
        'cross-origin-resource-policy': 'same-origin',
      });
      reply.raw.write('retry: 2000\n\nevent: ready\ndata: {}\n\n');
      request.raw.once('close', () => end(stream, 'forget'));
      return reply;
    },
    get size() {
      return counts.size;
    },
    closeAll() {
      clearInterval(heartbeat);
      for (const stream of [...counts.all()]) end(stream, 'end');
    },
  };
}
