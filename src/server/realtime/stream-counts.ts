import type { StreamLimits } from '../limits.js';

interface Counted {
  userId: string;
  address: string;
}

/**
 * The open streams of one instance, indexed by user (to end a user's sessions' streams without a scan)
 * and by address, and refused past their limits: each stream holds a socket and memory for as long as
 * the page is open, so one account or one address must not be able to hold them all.
 */
export class StreamCounts<S extends Counted> {
  private readonly streams = new Set<S>();
  private readonly byUser = new Map<string, Set<S>>();
  private readonly byAddress = new Map<string, number>();

  constructor(private readonly limits: StreamLimits) {}

  get size(): number {
    return this.streams.size;
  }

  /** Counts the stream in, or answers false when its user or its address is at the limit. */
  add(stream: S): boolean {
    const ofUser = this.byUser.get(stream.userId);
    const ofAddress = this.byAddress.get(stream.address) ?? 0;
    if ((ofUser?.size ?? 0) >= this.limits.perUser || ofAddress >= this.limits.perAddress) return false;
    this.streams.add(stream);
    if (ofUser) ofUser.add(stream);
    else this.byUser.set(stream.userId, new Set([stream]));
    this.byAddress.set(stream.address, ofAddress + 1);
    return true;
  }

  /** Counts the stream out; false when it was not counted (already removed). */
  remove(stream: S): boolean {
    if (!this.streams.delete(stream)) return false;
    const ofUser = this.byUser.get(stream.userId);
    ofUser?.delete(stream);
    if (ofUser?.size === 0) this.byUser.delete(stream.userId);
    const ofAddress = (this.byAddress.get(stream.address) ?? 1) - 1;
    if (ofAddress === 0) this.byAddress.delete(stream.address);
    else this.byAddress.set(stream.address, ofAddress);
    return true;
  }

  all(): ReadonlySet<S> {
    return this.streams;
  }

  /** A copy: the caller may end (remove) streams while it goes through them. */
  ofUser(userId: string): S[] {
    return [...(this.byUser.get(userId) ?? [])];
  }
}
