/**
 * The route handlers still at work. A client that leaves does not stop its request's handler: it may have
 * committed a write whose change it has yet to publish. An instance that closes lets them finish before its
 * database and event bus go, rather than fail them half-way.
 */
export class HandlersInFlight {
  #running = 0;
  #onSettled: (() => void)[] = [];

  async run<T>(work: () => Promise<T>): Promise<T> {
    this.#running += 1;
    try {
      return await work();
    } finally {
      this.#running -= 1;
      if (this.#running === 0) for (const settle of this.#onSettled.splice(0)) settle();
    }
  }

  get running(): number {
    return this.#running;
  }

  /** How many are waiting for the handlers to settle (closing, once it has got that far). */
  get waiting(): number {
    return this.#onSettled.length;
  }

  /** Resolves once no handler runs, or after `timeoutMs` (a handler stuck on a dead database), whichever is first. */
  settled(timeoutMs: number): Promise<void> {
    if (this.#running === 0) return Promise.resolve();
    return new Promise((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      timer.unref();
      this.#onSettled.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }
}
