/** The cache keys of the owner's guidebooks; apart from their reads, so a rendered page's start needs no more. */
export const guidebookKeys = {
  all: ['guidebooks'] as const,
  list: () => [...guidebookKeys.all, 'list'] as const,
  detail: (guidebookId: string) => [...guidebookKeys.all, 'detail', guidebookId] as const,
  links: (guidebookId: string) => [...guidebookKeys.all, 'links', guidebookId] as const,
};
