/**
 * The owner app's pages a friend page links to (sign-in and the lists' maps): rows of the table of
 * pages (page-table.ts), their address patterns only, kept apart from the friend entry's own since only
 * its later pages link there. Their links: `fillPage(FRIEND_LINKED_PAGES.sharedGuidebookMap, { token })`.
 */
export const FRIEND_LINKED_PAGES = {
  auth: '/auth',
  askByIdMap: '/hello/:tripId/map',
  sharedFavoritesMap: '/shared-favorites/:token/map',
  sharedGuidebookMap: '/shared-guidebook/:token/map',
} as const;

/** Sign-in opened on the sign-up view. */
export const signUpHref = () => `${FRIEND_LINKED_PAGES.auth}?action=sign_up`;
