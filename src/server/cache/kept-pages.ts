import type { FastifyReply, FastifyRequest } from 'fastify';
import { CompressedJson } from '../http/compressed-json.js';
import type { EventBus } from '../realtime/event-bus.js';
import { KeptAnswers } from './kept-answers.js';

/**
 * The longest a page is kept, however quiet its subject. Every change the app makes drops it at once; this
 * bounds what a change made outside the app (the database edited by hand) leaves stale, at the cost of one
 * read of each busy page every few seconds.
 */
export const MAX_KEPT_MS = 5_000;
const KEPT_PAGES_MAX = 500;

/** Which page: `key` names it; `ownerId`, when given, is the one person it may be sent to. */
export interface PageKey {
  key: string;
  ownerId?: string;
}

/** A page read from the database, with what it was built from. */
export interface PageRead {
  body: unknown;
  /** The ids it was built from: a change to any of them, on any instance, drops it. */
  dependsOn: readonly string[];
  /** When the page stops being valid (a share link's expiry, ms since the epoch); absent: never. */
  expiresAt?: number;
}

/**
 * Hot read answers kept in memory, serialised by the route's compiled serializer and compressed once per
 * change (decision 022): each is dropped when an id it was built from changes, on any instance, through
 * the bus, and is read afresh after MAX_KEPT_MS in any case. An owner's page is sent to its owner alone; a
 * page past its expiry is read afresh, so its visitor gets the database's own answer (gone, expired) at once.
 */
export class KeptPages {
  readonly #pages = new KeptAnswers<CompressedJson>({ max: KEPT_PAGES_MAX, keepMs: MAX_KEPT_MS });

  constructor(bus: EventBus) {
    bus.onAnyChange((id) => this.#pages.invalidate(id));
    bus.onResync(() => this.#pages.clear());
  }

  /** Sends the page kept under `page`, or else the one `read` builds, kept unless a change came meanwhile. */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    { key, ownerId }: PageKey,
    read: () => Promise<PageRead>,
  ): Promise<FastifyReply> {
    // Owned pages are kept per owner: another person's request never finds the owner's page.
    const kept = await this.#pages.read(ownerId === undefined ? key : `${ownerId}/${key}`, async () => {
      const { body, dependsOn, expiresAt } = await read();
      // The route's compiled serializer always yields a string.
      const value = new CompressedJson(reply.serialize(body) as string);
      return { value, dependsOn, keepMs: expiresAt === undefined ? undefined : expiresAt - Date.now() };
    });
    return kept.send(request, reply);
  }
}
