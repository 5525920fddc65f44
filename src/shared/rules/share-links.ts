import type { Category } from '../categories.js';

/** The query parameter of an ask link that opens the friend page on a category the trip has no tips in. */
export const ASK_CATEGORY_PARAM = 'ask';

/**
 * The link a traveller sends to ask friends for tips: by the trip's share token, so that a new ask link
 * stops the old one. With a category, the friend page opens on it and says it has nothing there yet.
 */
export const askForTipsUrl = (origin: string, shareToken: string, category?: Category) =>
  `${origin}/rec/${shareToken}${category ? `?${ASK_CATEGORY_PARAM}=${category}` : ''}`;

/** The public page of a trip's shared favourites. */
export const sharedFavoritesUrl = (origin: string, shareToken: string) =>
  `${origin}/shared-favorites/${shareToken}`;

/** The public page of a shared guidebook. */
export const sharedGuidebookUrl = (origin: string, shareToken: string) =>
  `${origin}/shared-guidebook/${shareToken}`;
