/**
 * What the browser needs to know of tiplist.json (decision 058) before it sends one, kept free of zod: the
 * profile page checks a file's size and unpacks a ZIP without loading the schemas.
 */

export const MY_DATA_FORMAT = 'tiplist';
/** The version this server writes, and the newest it reads. */
export const MY_DATA_VERSION = 1;
export const MY_DATA_FILE_NAME = 'tiplist.json';
/** The profile picture's name in the ZIP, as `profile.picture` gives it. */
export const MY_DATA_PICTURE_NAME = 'profile-picture.webp';

export const MY_DATA_LIMITS = {
  /** The largest tiplist.json an import reads: a full account of 10,000 tips is about 3 MB. */
  fileMaxBytes: 8 * 1024 * 1024,
  /** Trips and guidebooks one import creates, together. */
  listsMax: 500,
  /** Tips one import creates: ten full lists, all written in one transaction. */
  tipsMax: 10_000,
} as const;
