import { BoundedMap } from './bounded-map.js';

/** How many changes are remembered by id: older ones count as made at the newest forgotten tick. */
const REMEMBERED_CHANGES = 10_000;

/** What a read of the database gives back to be kept. */
export interface Fresh<V> {
  value: V;
  /** The ids it was built from: a change to any of them drops it. */
  dependsOn: readonly string[];
  /** How long it may be kept, at most the cache's own time (0 or less: not at all). */
  keepMs?: number;
}

/** Told of every lookup, whether it found a kept answer: what metrics count, when they are on. */
export interface CacheLookups {
  hit(): void;
  miss(): void;
}

export interface AnswerCacheOptions {
  /** The most answers kept: one more pushes out the least recently used. */
  max: number;
  /** The longest an answer is kept, however quiet what it was built from: this bounds what a change made
   * outside the app (the database edited by hand) leaves stale. */
  keepMs: number;
  now?: () => number;
  lookups?: CacheLookups;
}

/**
 * Answers built from the database, each kept until something it was built from changes. Writes name what
 * they changed by id (`invalidate`); an answer names the ids it depends on and is dropped as soon as one
 * of them changes. The only way in is `read`, which looks an answer up and otherwise loads and keeps it,
 * so no caller can keep an answer without the guard below.
 *
 * A read that began before a change must not keep what it read: `read` notes the clock before loading,
 * a change stamps its id with a later tick, and an answer depending on a stamped id refuses older reads.
 * Forgotten stamps count as "changed at the newest forgotten tick", which only errs towards not keeping.
 */
export class AnswerCache<V> {
  readonly #answers: BoundedMap<{ value: V; dependsOn: readonly string[] }>;
  /** For each id, the keys of the answers that depend on it. */
  readonly #dependents = new Map<string, Set<string>>();
  readonly #changedAt: BoundedMap<number>;
  readonly #keepMs: number;
  readonly #lookups: CacheLookups | undefined;
  #clock = 0;
  #forgottenUpTo = 0;

  constructor({ max, keepMs, now, lookups }: AnswerCacheOptions) {
    this.#keepMs = keepMs;
    this.#lookups = lookups;
    this.#answers = new BoundedMap({
      max,
      ttl: keepMs,
      now,
      dispose: ({ dependsOn }, key) => this.#unlink(key, dependsOn),
    });
    this.#changedAt = new BoundedMap<number>({
      max: REMEMBERED_CHANGES,
      dispose: (tick, _id, reason) => {
        if (reason === 'evict') this.#forgottenUpTo = Math.max(this.#forgottenUpTo, tick);
      },
    });
  }

  /** The answer kept under `key`, or else what `load` reads, kept unless a change came meanwhile. */
  async read(key: string, load: () => Promise<Fresh<V>>): Promise<V> {
    const cached = this.#answers.get(key);
    if (cached) {
      this.#lookups?.hit();
      return cached.value;
    }
    this.#lookups?.miss();
    const startedAt = this.#clock;
    const fresh = await load();
    this.#keep(key, fresh, startedAt);
    return fresh.value;
  }

  /** `id` changed: what was built from it goes, and so does any read of it already under way. */
  invalidate(id: string): void {
    this.#clock += 1;
    for (const key of [...(this.#dependents.get(id) ?? [])]) this.#answers.delete(key);
    this.#changedAt.delete(id);
    this.#changedAt.set(id, this.#clock);
  }

  /** Anything may have changed: nothing kept so far, nor read before now, is kept. */
  clear(): void {
    this.#clock += 1;
    this.#answers.clear();
    this.#changedAt.clear();
    this.#forgottenUpTo = this.#clock;
  }

  #keep(key: string, { value, dependsOn, keepMs = this.#keepMs }: Fresh<V>, startedAt: number): void {
    const changedSince = dependsOn.some(
      (id) => (this.#changedAt.peek(id) ?? this.#forgottenUpTo) > startedAt,
    );
    if (changedSince) return;
    // Read after whatever is kept under `key` now, and found not to be kept: a session that ended, a link run out.
    if (keepMs <= 1) {
      this.#answers.delete(key);
      return;
    }
    // The map serves an entry until more than its time to live has passed; a share link that ends at T
    // must not be served at T, so the entry lives a millisecond less than the answer may be kept.
    this.#answers.set(key, { value, dependsOn }, { ttl: Math.min(keepMs, this.#keepMs) - 1 });
    for (const id of dependsOn) {
      let keys = this.#dependents.get(id);
      if (!keys) this.#dependents.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  #unlink(key: string, dependsOn: readonly string[]): void {
    for (const id of dependsOn) {
      const keys = this.#dependents.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.#dependents.delete(id);
    }
  }
}
