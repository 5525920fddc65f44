import type { EventBus } from './event-bus.js';

const REMEMBERED_CHANGES = 10_000;

/**
 * Answers built from the database, each kept until something it was built from changes. Every write to
 * a trip or a guidebook goes through the event bus, on this instance and on others, naming what changed
 * by id; an entry names the ids it depends on (a trip page: its trip; a dashboard: its user and each of
 * its trips) and is dropped as soon as one of them changes.
 *
 * A read that began before a write must not store what it read: reads note the clock when they begin,
 * writes stamp the id with a later tick, and an entry depending on a stamped id refuses older reads.
 * Forgotten stamps count as "changed at the newest forgotten tick", which only errs towards not caching.
 */
export class ChangeCache<V> {
  readonly #entries = new Map<string, { value: V; dependsOn: readonly string[] }>();
  /** For each id, the keys of the entries that depend on it. */
  readonly #dependents = new Map<string, Set<string>>();
  readonly #changedAt = new Map<string, number>();
  #clock = 0;
  #forgottenUpTo = 0;

  constructor(
    bus: EventBus,
    private readonly maxEntries = 500,
  ) {
    bus.onAnyChange((id) => this.invalidate(id));
    bus.onResync(() => this.clear());
  }

  get(key: string): V | undefined {
    return this.#entries.get(key)?.value;
  }

  /** Call before reading the database; hand the value to `store`. */
  readStarted(): number {
    return this.#clock;
  }

  store(key: string, value: V, dependsOn: readonly string[], readStartedAt: number): void {
    const changedSince = dependsOn.some(
      (id) => (this.#changedAt.get(id) ?? this.#forgottenUpTo) > readStartedAt,
    );
    if (changedSince) return;
    this.#drop(key);
    if (this.#entries.size >= this.maxEntries) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#drop(oldest);
    }
    this.#entries.set(key, { value, dependsOn });
    for (const id of dependsOn) {
      let keys = this.#dependents.get(id);
      if (!keys) this.#dependents.set(id, (keys = new Set()));
      keys.add(key);
    }
  }

  invalidate(id: string): void {
    this.#clock += 1;
    for (const key of [...(this.#dependents.get(id) ?? [])]) this.#drop(key);
    this.#changedAt.delete(id);
    this.#changedAt.set(id, this.#clock);
    if (this.#changedAt.size > REMEMBERED_CHANGES) {
      for (const [changed, tick] of this.#changedAt) {
        this.#changedAt.delete(changed);
        this.#forgottenUpTo = Math.max(this.#forgottenUpTo, tick);
        if (this.#changedAt.size <= REMEMBERED_CHANGES / 2) break;
      }
    }
  }

  /** Anything may have changed: nothing stored so far, nor read before now, is kept. */
  clear(): void {
    this.#clock += 1;
    this.#entries.clear();
    this.#dependents.clear();
    this.#changedAt.clear();
    this.#forgottenUpTo = this.#clock;
  }

  #drop(key: string): void {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    for (const id of entry.dependsOn) {
      const keys = this.#dependents.get(id);
      keys?.delete(key);
      if (keys?.size === 0) this.#dependents.delete(id);
    }
  }
}
