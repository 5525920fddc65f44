import type { FastifyReply, FastifyRequest } from 'fastify';
import type { EventBus } from '../realtime/event-bus.js';
import { ChangeCache } from '../realtime/change-cache.js';
import { CompressedJson } from './compressed-json.js';

interface LinkPage {
  page: CompressedJson;
  /** When the link stops working (ms since the epoch). */
  expiresAt: number;
}

/**
 * What a share link shows, kept by its token, compressed once, until what it was built from changes (on any
 * instance, through the bus) or the link expires: an expired link is read afresh, so its visitor gets the
 * database's own answer (gone or expired) at once, as before.
 */
export class LinkPages {
  readonly #cache: ChangeCache<LinkPage>;

  constructor(bus: EventBus) {
    this.#cache = new ChangeCache<LinkPage>(bus);
  }

  /** Sends the kept page of `token` and answers true, or answers false when there is none to send. */
  sendKept(token: string, request: FastifyRequest, reply: FastifyReply): boolean {
    const kept = this.#cache.get(token);
    if (!kept || kept.expiresAt <= Date.now()) return false;
    kept.page.send(request, reply);
    return true;
  }

  readStarted(): number {
    return this.#cache.readStarted();
  }

  /** Keeps and sends `body`, serialised by the route's own serializer. */
  storeAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    link: { token: string; expiresAt: number; dependsOn: readonly string[]; readStartedAt: number },
    body: unknown,
  ): FastifyReply {
    // The route's compiled serializer always yields a string.
    const page = new CompressedJson(reply.serialize(body) as string);
    this.#cache.store(link.token, { page, expiresAt: link.expiresAt }, link.dependsOn, link.readStartedAt);
    return page.send(request, reply);
  }
}
