import type { QueryClient } from '@tanstack/react-query';

/** The cache keys of the owner's trips; apart from their reads, so a rendered page's start needs no more. */
export const tripKeys = {
  all: ['trips'] as const,
  list: () => [...tripKeys.all, 'list'] as const,
  detail: (tripId: string) => [...tripKeys.all, 'detail', tripId] as const,
};

/** Every trip read again: after the owner's queued changes reached the server, its answer wins (decision 024). */
export const readTripsAgain = (client: QueryClient) => client.invalidateQueries({ queryKey: tripKeys.all });
