import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Contract, ResponseOf } from '../../shared/contracts/contract.js';
import { CompressedJson } from '../http/compressed-json.js';
import { serializerOf } from '../http/contract-schemas.js';
import type { EventBus } from '../realtime/event-bus.js';
import { AnswerCache, type CacheLookups } from './answer-cache.js';

/**
 * The longest a page is kept, however quiet its subject. Every change the app makes drops it at once; this
 * bounds what a change made outside the app (the database edited by hand) leaves stale, at the cost of one
 * read of each busy page every few seconds.
 */
export const MAX_CACHED_MS = 5_000;
const READ_CACHE_MAX = 500;

/** Which page: `key` names it; `ownerId`, when given, is the one person it may be sent to. */
export interface PageKey {
  key: string;
  ownerId?: string;
}

/** A page read from the database, with what it was built from. */
export interface PageRead<Body = unknown> {
  body: Body;
  /** The ids it was built from: a change to any of them, on any instance, drops it. */
  dependsOn: readonly string[];
  /** When the page stops being valid (a share link's expiry, ms since the epoch); absent: never. */
  expiresAt?: number;
}

/**
 * Hot read answers kept in memory, serialised as their API route writes them and compressed once per
 * change (decision 035): each is dropped when an id it was built from changes, on any instance, through
 * the bus, and is read afresh after MAX_CACHED_MS in any case. An owner's page is sent to its owner alone; a
 * page past its expiry is read afresh, so its visitor gets the database's own answer (gone, expired) at once.
 * A page drawn by the server from the same read (decisions 041, 042) takes it from here too (`answer`): one read,
 * one entry, dropped by one change for both.
 */
export class ReadCache<Body = unknown> {
  readonly #pages: AnswerCache<CompressedJson>;
  readonly #serialize: (body: Body) => string;

  /**
   * `serialize` writes a page's body as its API route does (the route's own compiled serializer);
   * `lookups`, when given, is told whether each request found its page kept.
   */
  constructor(bus: EventBus, serialize: (body: Body) => string, lookups?: CacheLookups) {
    this.#pages = new AnswerCache({ max: READ_CACHE_MAX, keepMs: MAX_CACHED_MS, lookups });
    this.#serialize = serialize;
    bus.onAnyChange((id) => this.#pages.invalidate(id));
    bus.onResync(() => this.#pages.clear());
  }

  /** Sends the page kept under `page`, or else the one `read` builds, kept unless a change came meanwhile. */
  async serve(
    request: FastifyRequest,
    reply: FastifyReply,
    page: PageKey,
    read: () => Promise<PageRead<Body>>,
  ): Promise<FastifyReply> {
    return (await this.#cached(page, read)).send(request, reply);
  }

  /**
   * The body `serve` would send for `page` (kept, or else read and kept the same way), as its client
   * reads it back: what a page drawn from the same read is drawn from.
   */
  async answer(page: PageKey, read: () => Promise<PageRead<Body>>): Promise<Body> {
    return JSON.parse((await this.#cached(page, read)).json) as Body;
  }

  #cached({ key, ownerId }: PageKey, read: () => Promise<PageRead<Body>>): Promise<CompressedJson> {
    // Owned pages are kept per owner: another person's request never finds the owner's page.
    return this.#pages.read(ownerId === undefined ? key : `${ownerId}/${key}`, async () => {
      const { body, dependsOn, expiresAt } = await read();
      const value = new CompressedJson(this.#serialize(body));
      return { value, dependsOn, keepMs: expiresAt === undefined ? undefined : expiresAt - Date.now() };
    });
  }
}

/**
 * The cached pages of each API read, made on its first use: the read's route and the page drawn from it find
 * the same ones. A read's pages are written by its contract's serializer, as its route writes them.
 */
export class ReadCaches {
  readonly #pages = new Map<Contract, ReadCache>();
  readonly #bus: EventBus;
  readonly #lookupsOf: ((read: string) => CacheLookups) | undefined;

  /** `lookupsOf`, when given, counts each read's lookups, the read named by its method and path. */
  constructor(bus: EventBus, lookupsOf?: (read: string) => CacheLookups) {
    this.#bus = bus;
    this.#lookupsOf = lookupsOf;
  }

  of<C extends Contract>(contract: C): ReadCache<ResponseOf<C>> {
    let pages = this.#pages.get(contract);
    if (!pages) {
      const lookups = this.#lookupsOf?.(`${contract.method} ${contract.path}`);
      pages = new ReadCache(this.#bus, serializerOf(contract.response.schema), lookups);
      this.#pages.set(contract, pages);
    }
    return pages as ReadCache<ResponseOf<C>>;
  }
}
