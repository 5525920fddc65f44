import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../realtime/event-bus.js';
import { ChangeCache } from '../realtime/change-cache.js';
import { CompressedJson } from './compressed-json.js';

/** Who may be sent a kept page, and until when. */
interface Limits {
  /** Sent to this user alone (an owner's page); absent: to anyone (a public page). */
  ownerId?: string;
  /** When the page stops being valid (a share link's expiry, ms since the epoch); absent: never. */
  expiresAt?: number;
}

interface KeptPage extends Limits {
  page: CompressedJson;
  keptAt: number;
}

/**
 * The longest a page is kept, however quiet its subject. Every change the app makes drops it at once; this
 * bounds what a change made outside the app (the database edited by hand) leaves stale, at the cost of one
 * read of each busy page every few seconds.
 */
export const MAX_KEPT_MS = 5_000;

/**
 * Hot read answers kept in memory, serialised by the route's compiled serializer and compressed once per
 * change (decision 022): each is dropped when an id it was built from changes, on any instance, through
 * the bus, and is read afresh after MAX_KEPT_MS in any case. An owner's page is sent to its owner alone; a
 * page past its expiry is read afresh, so its visitor gets the database's own answer (gone, expired) at once.
 */
export class KeptPages {
  readonly #cache: ChangeCache<KeptPage>;

  constructor(bus: EventBus) {
    this.#cache = new ChangeCache<KeptPage>(bus);
  }

  /** Sends the page kept under `key` and answers true, or false when there is none this request may have. */
  sendKept(key: string, request: FastifyRequest, reply: FastifyReply, ownerId?: string): boolean {
    const kept = this.#cache.get(key);
    if (!kept || kept.ownerId !== ownerId) return false;
    const now = Date.now();
    if (now - kept.keptAt >= MAX_KEPT_MS) return false;
    if (kept.expiresAt !== undefined && kept.expiresAt <= now) return false;
    kept.page.send(request, reply);
    return true;
  }

  /** Call before reading the database: a change made meanwhile keeps the read from being stored. */
  readStarted(): number {
    return this.#cache.readStarted();
  }

  /** Keeps `body` under `key` until one of `dependsOn` changes, and sends it. */
  storeAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Limits & { key: string; dependsOn: readonly string[]; readStartedAt: number },
    body: unknown,
  ): FastifyReply {
    // The route's compiled serializer always yields a string.
    const page = new CompressedJson(reply.serialize(body) as string);
    const { key, dependsOn, readStartedAt, ownerId, expiresAt } = entry;
    this.#cache.store(key, { page, ownerId, expiresAt, keptAt: Date.now() }, dependsOn, readStartedAt);
    return page.send(request, reply);
  }
}
