/** The link a traveller sends to ask friends for tips. */
export const askForTipsUrl = (origin: string, tripId: string) => `${origin}/hello/${tripId}`;

/** The public page of a trip's shared favourites. */
export const sharedFavoritesUrl = (origin: string, shareToken: string) =>
  `${origin}/shared-favorites/${shareToken}`;

/** The public page of a shared guidebook. */
export const sharedGuidebookUrl = (origin: string, shareToken: string) =>
  `${origin}/shared-guidebook/${shareToken}`;
