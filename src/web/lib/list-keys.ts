/**
 * The cache keys of the user's trips and guidebooks, their own and those shared with them; apart from
 * their reads, so a rendered page's start needs no more, and here so every feature that changes what a
 * list or an overview shows (its tips, its companions) names them alike.
 */
export const tripKeys = {
  all: ['trips'] as const,
  list: () => [...tripKeys.all, 'list'] as const,
  detail: (tripId: string) => [...tripKeys.all, 'detail', tripId] as const,
};

export const guidebookKeys = {
  all: ['guidebooks'] as const,
  list: () => [...guidebookKeys.all, 'list'] as const,
  detail: (guidebookId: string) => [...guidebookKeys.all, 'detail', guidebookId] as const,
  links: (guidebookId: string) => [...guidebookKeys.all, 'links', guidebookId] as const,
};
