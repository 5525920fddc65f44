/**
 * Place search texts the server and the end-to-end tests need in English: the server's refusal when a
 * place's details cannot be had (the API's messages stay English), and the panel's "nothing found". The
 * pages show the catalogue's words (places.json), the same in English.
 */
export const PLACE_SEARCH_TEXTS = {
  noResults: 'No places found. Try a different search term.',
  detailsFailed: 'Failed to get place details. Please try again.',
} as const;
