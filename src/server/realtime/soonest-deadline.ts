/** setTimeout's longest delay (about 24.8 days); a later deadline is reached in steps. */
const LONGEST_DELAY_MS = 2 ** 31 - 1;

/**
 * One timer for many deadlines, set for the soonest: when it fires, `due` ends whatever is due and
 * answers the next deadline (Infinity for none). A deadline that goes away early leaves the timer as
 * it is; it then fires for nothing and is set for the next.
 */
export class SoonestDeadline {
  #timer: NodeJS.Timeout | undefined;
  #at = Infinity;

  constructor(private readonly due: (now: number) => number) {}

  /** Makes sure the timer fires by `at` (ms since the epoch). */
  watch(at: number): void {
    if (at < this.#at) this.#set(at);
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#timer = undefined;
    this.#at = Infinity;
  }

  #set(at: number): void {
    clearTimeout(this.#timer);
    this.#at = at;
    const delay = Math.min(Math.max(at - Date.now(), 0), LONGEST_DELAY_MS);
    this.#timer = setTimeout(() => {
      this.stop();
      const next = this.due(Date.now());
      if (next < Infinity) this.#set(next);
    }, delay);
    this.#timer.unref();
  }
}
