import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

const MAX_RETRIES = 3;
const FIRST_RETRY_DELAY_MS = 200;
const MAX_RETRY_DELAY_MS = 10_000;

/** Back-off for retried requests: 200 ms, then doubling, capped. */
export function retryDelay(failureCount: number): number {
  return Math.min(FIRST_RETRY_DELAY_MS * 2 ** failureCount, MAX_RETRY_DELAY_MS);
}

/** Only answers that may change on a second try are retried; a 4xx will not. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false;
  return !(error instanceof ApiError) || error.isTransient;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // Offline, a read is still asked once: the service worker may answer it with the copy it kept
      // (decision 024); only retries wait for the connection. A write is always tried: one that cannot
      // reach the server is queued by its page or fails as it would otherwise.
      queries: { retry: shouldRetry, retryDelay, staleTime: 30_000, networkMode: 'offlineFirst' },
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}

/** Shared by the React tree and the route loaders, so both read the same cache. */
export const queryClient = createQueryClient();
