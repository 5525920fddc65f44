/** Limits the server enforces and the UI shows. */
export const LIMITS = {
  destinationMaxLength: 120,
  tipTypesMaxLength: 1000,
  tipMaxLength: 2000,
  contributorNameMaxLength: 80,
  tipsPerRequestMax: 100,
  placeNameMaxLength: 300,
  placeAddressMaxLength: 500,
  placeIdMaxLength: 300,
  /** Place search runs only for queries longer than one character. */
  placeQueryMinLength: 2,
  placeQueryMaxLength: 200,
  /** Longer than any map app's share link: a pasted link longer than this is not read at all. */
  mapLinkMaxLength: 2048,
  guidebookTitleMaxLength: 120,
  guidebookDescriptionMaxLength: 1000,
  /** Tips one reorder request may renumber: far above any real list, low enough to bound the work. */
  reorderMax: 2000,
  /** An imported file: saved places from Google, a My Maps KML, a GPX, a CSV. */
  importFileMaxBytes: 5 * 1024 * 1024,
  /**
   * Tips one trip or guidebook may hold (decision 031): a real trip has dozens to a few hundred, and the
   * owner's page of a full list is still drawn in bounded time.
   */
  tipsPerListMax: 1_000,
  /** Places one imported file may hold, a list's limit (decision 031): a larger file is refused whole. */
  importPlacesMax: 1_000,
} as const;

/** Shared-favourites links expire; the owner may pick a lifetime, 30 days unless they do. */
export const SHARE_LINK_DAYS = { default: 30, min: 1, max: 365 } as const;
