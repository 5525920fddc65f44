/**
 * Limits of the profile and admin pages, which the server enforces and the UI shows. Kept apart from
 * LIMITS: the friend page loads those, and none of these.
 */
export const ACCOUNT_LIMITS = {
  /** Profile images up to 5 MB. */
  profileImageMaxBytes: 5 * 1024 * 1024,
  /** Stored profile images are square WebP, at most this many pixels a side. */
  profileImageMaxSide: 512,
  /** Decoded pixels an uploaded image may have: refuses decompression bombs that are small on disk. */
  profileImageMaxPixels: 40_000_000,
  adminUsersPageSize: 50,
  adminSearchMaxLength: 254,
} as const;

/** The image types a profile picture may be uploaded as (recognised from the bytes on the server). */
export const PROFILE_IMAGE_TYPES = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
] as const;
