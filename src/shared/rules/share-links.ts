import type { Category } from '../categories.js';
import { ASK_CATEGORY_PARAM, FRIEND_PAGES } from '../pages/friend-pages.js';
import { fillPage } from '../pages/page-path.js';

/**
 * The link a traveller sends to ask friends for tips: by the trip's share token, so that a new ask link
 * stops the old one. With a category, the friend page opens on it and says it has nothing there yet.
 */
export const askForTipsUrl = (origin: string, shareToken: string, category?: Category) =>
  `${origin}${fillPage(FRIEND_PAGES.askByToken, { token: shareToken })}${category ? `?${ASK_CATEGORY_PARAM}=${category}` : ''}`;

/** The public page of a trip's shared favourites. */
export const sharedFavoritesUrl = (origin: string, shareToken: string) =>
  `${origin}${fillPage(FRIEND_PAGES.sharedFavorites, { token: shareToken })}`;

/** The public page of a shared guidebook. */
export const sharedGuidebookUrl = (origin: string, shareToken: string) =>
  `${origin}${fillPage(FRIEND_PAGES.sharedGuidebook, { token: shareToken })}`;
