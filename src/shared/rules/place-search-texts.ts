import type { PlaceProviderProblem } from '../contracts/places.js';

/** What the place search panel says, in one place for the panel and its tests. */
export const PLACE_SEARCH_TEXTS = {
  offline: 'Offline results: cities and places already tagged',
  network: 'Network error: Please disable your ad blocker and try again, or check your internet connection.',
  noResults: 'No places found. Try a different search term.',
  failed: 'Failed to search places. Please try again.',
  detailsFailed: 'Failed to get place details. Please try again.',
} as const;

/** Why the online provider gave no answer; shown above the offline results that stand in for it. */
export const PLACE_PROBLEM_TEXTS: Record<PlaceProviderProblem, string> = {
  'invalid-key':
    'The place search API key is invalid or not properly configured. Please ask the site administrator to check it.',
  quota: 'Place search usage limit exceeded. Please try again later.',
  'access-denied':
    'Access to place search was denied. Please ask the site administrator to check the API key.',
  unreachable: 'The online place search cannot be reached right now.',
};
