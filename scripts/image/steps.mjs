// The test run's steps, each timed, and what they leave behind undone in reverse order, whatever happens.

/** @typedef {{ name: string, ms: number, ok: boolean, error?: string }} StepResult */

export function stepRunner() {
  /** @type {StepResult[]} */
  const results = [];
  /** @type {{ name: string, undo: () => unknown }[]} */
  const undos = [];
  let failed = false;

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

    /** Remembers how to undo something just made. @param {string} name @param {() => unknown} undo */
    leave(name, undo) {
      undos.push({ name, undo });
    },

    /** Undoes everything left, newest first; a failed undo is reported and the rest still run. */
    async cleanUp() {
      while (undos.length > 0) {
        const { name, undo } = /** @type {{ name: string, undo: () => unknown }} */ (undos.pop());
        try {
          await undo();
        } catch (error) {
          failed = true;
          results.push({ name: `clean up ${name}`, ms: 0, ok: false, error: String(error) });
          console.error(`✗ could not clean up ${name}: ${String(error)}`);
        }
      }
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
