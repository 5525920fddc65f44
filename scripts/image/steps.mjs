// The test run's steps, each timed, and what they leave behind undone in reverse order, whatever happens.

/** @typedef {{ name: string, ms: number, ok: boolean, error?: string }} StepResult */

/**
 * What each part of the image test is given: the steps, the browser, the owner's own browser context (made
 * in the step that launches the browser, so that no code outside a step meets a browser a clean-up has
 * closed), and names for what it starts.
 * @typedef {{ run: ReturnType<typeof stepRunner>, browser: import('playwright-core').Browser,
 *   context: import('playwright-core').BrowserContext, name: (part: string) => string }} ImageTest
 */

export function stepRunner() {
  /** @type {StepResult[]} */
  const results = [];
  /** @type {{ name: string, undo: () => unknown }[]} */
  const undos = [];
  let failed = false;
  /** @type {Promise<void> | undefined} */
  let cleaning;

  /** @param {{ name: string, undo: () => unknown }} entry */
  async function undoOne({ name, undo }) {
    try {
      await undo();
    } catch (error) {
      failed = true;
      results.push({ name: `clean up ${name}`, ms: 0, ok: false, error: String(error) });
      console.error(`✗ could not clean up ${name}: ${String(error)}`);
    }
  }

  return {
    /**
     * Runs one step unless an earlier one failed; a failure is recorded and stops the steps after it.
     * @template T @param {string} name @param {() => Promise<T> | T} body @returns {Promise<T | undefined>}
     */
    async step(name, body) {
      if (failed) return undefined;
      console.log(`\n▶ ${name}`);
      const started = Date.now();
      try {
        const value = await body();
        results.push({ name, ms: Date.now() - started, ok: true });
        return value;
      } catch (error) {
        failed = true;
        const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
        results.push({ name, ms: Date.now() - started, ok: false, error: message });
        console.error(`✗ ${name}\n${message}`);
        return undefined;
      }
    },

    /** Runs no further step: the run was interrupted. */
    interrupt() {
      failed = true;
    },

    /**
     * Remembers how to undo something just made; once the clean-up has begun (an interruption), it is
     * undone after what the clean-up is undoing.
     * @param {string} name @param {() => unknown} undo
     */
    leave(name, undo) {
      if (cleaning) cleaning = cleaning.then(() => undoOne({ name, undo }));
      else undos.push({ name, undo });
    },

    /** Undoes everything left, newest first; a failed undo is reported and the rest still run. */
    cleanUp() {
      cleaning ??= (async () => {
        for (let entry = undos.pop(); entry; entry = undos.pop()) await undoOne(entry);
      })();
      return cleaning;
    },

    /** Prints every step with its time, and PASS or FAIL; answers whether all passed. @param {number} totalMs */
    summary(totalMs) {
      console.log('\nImage test summary');
      for (const { name, ms, ok } of results) {
        console.log(`  ${ok ? 'ok  ' : 'FAIL'} ${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
      }
      console.log(`\n${failed ? 'FAIL' : 'PASS'}: npm run test:image in ${(totalMs / 1000).toFixed(1)} s`);
      return !failed;
    },
  };
}
