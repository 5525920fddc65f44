/**
 * The rows of the table of pages (page-table.ts) that the friend entry serves, their address patterns
 * only, kept apart so that its first download carries only these (its budget,
 * tests/e2e/friends-budget.test.ts). Their links: `fillPage(FRIEND_PAGES.thankYou, { token })`.
 */
export const FRIEND_PAGES = {
  askById: '/hello/:tripId?',
  askByToken: '/rec/:token?',
  thankYou: '/thank-you/:token?',
  sharedFavorites: '/shared-favorites/:token',
  sharedGuidebook: '/shared-guidebook/:token',
} as const;

/** The query parameter of an ask link that opens the friend page on a category the trip has no tips in. */
export const ASK_CATEGORY_PARAM = 'ask';

/**
 * The owner app's dashboard, which the friend pages' header links to for a signed-in visitor ("My trips"):
 * written here rather than among FRIEND_LINKED_PAGES, which only the friend entry's later pages need.
 */
export const DASHBOARD_PAGE = '/dashboard';
