// The favourites map's way to its list; the hooks of both shared pages live together in use-shared-links.
export { useSharedFavorites } from './use-shared-links';
