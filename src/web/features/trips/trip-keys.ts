/** The cache keys of the owner's trips; apart from their reads, so a drawn page's start needs no more. */
export const tripKeys = {
  all: ['trips'] as const,
  list: () => [...tripKeys.all, 'list'] as const,
  detail: (tripId: string) => [...tripKeys.all, 'detail', tripId] as const,
};
