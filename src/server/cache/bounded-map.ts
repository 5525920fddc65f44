import { LRUCache } from 'lru-cache';

/** Why an entry left, as `lru-cache` says it. */
export type LeaveReason = LRUCache.DisposeReason;

export interface BoundedMapOptions<V> {
  /** The most entries kept: one more pushes out the least recently used. */
  max: number;
  /**
   * The most the entries may weigh together, each as `sizeOf` weighs it (bytes, say): past it the least
   * recently used go too, and an entry heavier than all of it is not kept. For values of very unequal size.
   */
  maxSize?: { total: number; sizeOf: (value: V) => number };
  /** How long an entry is kept, in ms, unless `set` says otherwise; absent or 0: until pushed out. */
  ttl?: number;
  /** Told of every entry that leaves, replaced ones included, with the reason. */
  dispose?: (value: V, key: string, reason: LeaveReason) => void;
  /** The clock entries expire by; tests pass their own. */
  now?: () => number;
}

/**
 * The one bounded eviction of the server's caches: `lru-cache`, least recently used first, each entry
 * for at most its time to live. Every cache of the server is one of these, so there is one policy to
 * reason about and one bound per cache.
 */
// lru-cache keeps no undefined or null values: every value is an object or a number here.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export class BoundedMap<V extends {}> extends LRUCache<string, V> {
  constructor({ max, maxSize, ttl = 0, dispose, now }: BoundedMapOptions<V>) {
    if (!(max >= 1)) throw new Error('A bounded map keeps at least one entry.');
    super({
      max,
      ttl,
      ...(maxSize
        ? { maxSize: maxSize.total, sizeCalculation: (value: V) => Math.max(1, maxSize.sizeOf(value)) }
        : {}),
      ...(dispose
        ? { dispose: (value: V, key: string, reason: LeaveReason) => dispose(value, key, reason) }
        : {}),
      // A clock of the caller's own is read every time, not once a millisecond, so tests can move it.
      ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    });
  }
}
