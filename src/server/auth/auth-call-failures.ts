import { AsyncLocalStorage } from 'node:async_hooks';

type Call = { failure?: unknown };

const calls = new AsyncLocalStorage<Call>();

/**
 * Better Auth answers every unexpected failure with a bare 500. Its error hook runs inside the call that
 * failed, so the call keeps the cause here: a database that is away then becomes our 503, not a 500.
 */
export async function runAuthCall<T>(call: () => Promise<T>): Promise<{ result: T; failure: unknown }> {
  const slot: Call = {};
  const result = await calls.run(slot, call);
  return { result, failure: slot.failure };
}

/** Better Auth's `onAPIError.onError`: keeps the cause for the call in progress. */
export function recordAuthFailure(error: unknown): void {
  const slot = calls.getStore();
  if (slot) slot.failure ??= error;
}
