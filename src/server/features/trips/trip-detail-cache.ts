import type { CompressedJson } from '../../http/compressed-json.js';
import type { EventBus } from '../../realtime/event-bus.js';

interface Entry {
  ownerId: string;
  page: CompressedJson;
}

const REMEMBERED_CHANGES = 10_000;

/**
 * Serialized trip pages (trip + all its tips), kept until the trip changes. Every write to a trip
 * goes through the event bus, on this instance and on others, so an entry is dropped as soon as it
 * is out of date. A read that began before a write must not store what it read: reads note the
 * clock when they begin, writes stamp the trip with a later tick, and a stamped trip refuses older
 * reads. Forgotten stamps count as "changed at the newest forgotten tick", which only errs towards
 * not caching.
 */
export class TripDetailCache {
  readonly #entries = new Map<string, Entry>();
  readonly #changedAt = new Map<string, number>();
  #clock = 0;
  #forgottenUpTo = 0;

  constructor(
    bus: EventBus,
    private readonly maxEntries = 500,
  ) {
    // Guidebook ids come through too; they match no trip, so they only tick the clock.
    bus.onAnyChange((id) => this.invalidate(id));
    bus.onResync(() => this.clear());
  }

  /** Anything may have changed: nothing stored so far, nor read before now, is kept. */
  clear(): void {
    this.#clock += 1;
    this.#entries.clear();
    this.#changedAt.clear();
    this.#forgottenUpTo = this.#clock;
  }

  get(tripId: string, ownerId: string): CompressedJson | undefined {
    const entry = this.#entries.get(tripId);
    return entry?.ownerId === ownerId ? entry.page : undefined;
  }

  /** Call before reading the database; hand the value to `store`. */
  readStarted(): number {
    return this.#clock;
  }

  store(tripId: string, ownerId: string, page: CompressedJson, readStartedAt: number): void {
    if ((this.#changedAt.get(tripId) ?? this.#forgottenUpTo) > readStartedAt) return;
    if (this.#entries.size >= this.maxEntries && !this.#entries.has(tripId)) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    this.#entries.set(tripId, { ownerId, page });
  }

  invalidate(tripId: string): void {
    this.#clock += 1;
    this.#entries.delete(tripId);
    this.#changedAt.delete(tripId);
    this.#changedAt.set(tripId, this.#clock);
    if (this.#changedAt.size > REMEMBERED_CHANGES) {
      for (const [id, tick] of this.#changedAt) {
        this.#changedAt.delete(id);
        this.#forgottenUpTo = Math.max(this.#forgottenUpTo, tick);
        if (this.#changedAt.size <= REMEMBERED_CHANGES / 2) break;
      }
    }
  }
}
