/** Why an entry left: the same words as the `lru-cache` package, whose `LRUCache` this can give way to. */
export type LeaveReason = 'evict' | 'set' | 'delete' | 'expire';

export interface BoundedMapOptions<V> {
  /** The most entries kept: one more pushes out the least recently used. */
  max: number;
  /** How long an entry is kept, in ms, unless `set` says otherwise; absent: until pushed out. */
  ttl?: number;
  /** Told of every entry that leaves, replaced ones included, with the reason. */
  dispose?: (value: V, key: string, reason: LeaveReason) => void;
  now?: () => number;
}

interface Entry<V> {
  value: V;
  until: number;
}

/**
 * The one bounded eviction of the server's caches: least recently used first, each entry for at most
 * its time to live. Map keeps insertion order, so the first key is the least recently used one. Its
 * methods and options are a subset of `lru-cache`'s, so the package can stand in for it unchanged.
 */
export class BoundedMap<V> {
  readonly #entries = new Map<string, Entry<V>>();
  readonly #max: number;
  readonly #ttl: number;
  readonly #dispose: BoundedMapOptions<V>['dispose'];
  readonly #now: () => number;

  constructor({ max, ttl = 0, dispose, now = Date.now }: BoundedMapOptions<V>) {
    if (!(max >= 1)) throw new Error('A bounded map keeps at least one entry.');
    this.#max = max;
    this.#ttl = ttl;
    this.#dispose = dispose;
    this.#now = now;
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The value kept under `key`, which becomes the most recently used; undefined once it has expired. */
  get(key: string): V | undefined {
    const entry = this.#live(key);
    if (!entry) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  /** Like `get`, without counting as a use. */
  peek(key: string): V | undefined {
    return this.#live(key)?.value;
  }

  /** Keeps `value` under `key` for `ttl` ms (0: until pushed out), as the most recently used entry. */
  set(key: string, value: V, { ttl = this.#ttl }: { ttl?: number } = {}): this {
    const replaced = this.#entries.get(key);
    if (replaced) this.#entries.delete(key);
    else if (this.#entries.size >= this.#max) this.#evictOldest();
    this.#entries.set(key, { value, until: ttl > 0 ? this.#now() + ttl : Infinity });
    if (replaced) this.#dispose?.(replaced.value, key, 'set');
    return this;
  }

  delete(key: string): boolean {
    return this.#remove(key, 'delete');
  }

  clear(): void {
    const left = [...this.#entries];
    this.#entries.clear();
    for (const [key, entry] of left) this.#dispose?.(entry.value, key, 'delete');
  }

  #live(key: string): Entry<V> | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    // Most entries never expire: the clock is asked only for those that do.
    if (entry.until === Infinity || entry.until > this.#now()) return entry;
    this.#remove(key, 'expire');
    return undefined;
  }

  #evictOldest(): void {
    const oldest = this.#entries.keys().next();
    if (!oldest.done) this.#remove(oldest.value, 'evict');
  }

  #remove(key: string, reason: LeaveReason): boolean {
    const entry = this.#entries.get(key);
    if (!entry) return false;
    this.#entries.delete(key);
    this.#dispose?.(entry.value, key, reason);
    return true;
  }
}
