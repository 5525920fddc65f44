/** PostgreSQL's deadlock_detected and serialization_failure: the transaction was undone and may simply run again. */
const TRANSIENT_STATES = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

export function isTransientFailure(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && TRANSIENT_STATES.has(code);
}

/**
 * Runs a transaction again when PostgreSQL undid it to break a deadlock or a serialization conflict, up to
 * three times in all. Only for writes that touch nothing but the database, so a second run repeats nothing
 * the first one did outside it.
 */
export async function retryTransient<T>(transaction: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await transaction();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isTransientFailure(error)) throw error;
    }
  }
}
