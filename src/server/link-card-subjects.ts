import { askLinkCards } from './features/friends/ask-link-card.js';
import { guidebookLinkCard } from './features/guidebooks/guidebook-link-card.js';
import type { CardSubjects } from './features/link-cards/link-cards.service.js';
import { favoritesLinkCard } from './features/sharing/favorites-link-card.js';

/** What each link's picture shows, from the feature that owns its list (decision 066). */
export const linkCardSubjects: CardSubjects = {
  ...askLinkCards,
  'shared-favorites': favoritesLinkCard,
  'shared-guidebook': guidebookLinkCard,
};
