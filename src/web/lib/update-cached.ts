import type { QueryClient, QueryKey } from '@tanstack/react-query';

/** Changes a cached read (a trip's, a guidebook's) in place, if it is cached. */
export function updateCached<T>(queryClient: QueryClient, key: QueryKey, update: (data: T) => T): void {
  queryClient.setQueryData<T>(key, (data) => (data ? update(data) : data));
}
