/**
 * The two shared pages travel as one download: the friend page's first load lists every file a lazy
 * page needs, and one list for both costs it less than two (decision 008). A visitor of one shared page
 * fetches the other's few lines too.
 */
export { SharedFavoritesPage } from './shared-favorites-page';
export { SharedGuidebookPage } from './shared-guidebook-page';
