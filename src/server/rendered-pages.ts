import { askLinkPages } from './features/friends/ask-link-pages.js';
import { guidebookMapPage } from './features/guidebooks/guidebook-map-page.js';
import { sharedGuidebookMapPage, sharedGuidebookPage } from './features/guidebooks/shared-guidebook-page.js';
import {
  askByIdMapPage,
  sharedFavoritesMapPage,
  sharedFavoritesPage,
} from './features/sharing/shared-favorites-page.js';
import { tripMapPage, tripPage } from './features/trips/trip-page.js';
import type { RenderedPagesOf } from './http/page-renderings.js';

/** The pages the server sends drawn (decisions 041, 042, 066, 067), each registered by its own feature. */
export const renderedPages: RenderedPagesOf[] = [
  tripPage,
  sharedFavoritesPage,
  sharedGuidebookPage,
  askLinkPages,
  tripMapPage,
  guidebookMapPage,
  sharedFavoritesMapPage,
  askByIdMapPage,
  sharedGuidebookMapPage,
];
