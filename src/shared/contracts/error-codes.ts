// Kept free of zod: the client needs the codes, not the schema.

export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  conflict: 'CONFLICT',
  /** 409: the trip's owner has paused tip collection; the friend's page keeps their tips. */
  tipsPaused: 'TIPS_PAUSED',
  /** 409: the trip or guidebook holds as many tips as a list may (decision 031); nothing was added. */
  listFull: 'LIST_FULL',
  /** 409: the trip's owner has turned following off: no new follow link, no follow mail. */
  followingOff: 'FOLLOWING_OFF',
  tooLarge: 'PAYLOAD_TOO_LARGE',
  /** 400: an imported file is not a tiplist.json of "Download My Data" (decision 058). */
  notAnExport: 'NOT_A_TIPLIST_EXPORT',
  /** 400: a tiplist.json of a newer version of the format than this server reads; nothing was imported. */
  exportVersionTooNew: 'EXPORT_VERSION_TOO_NEW',
  /** 409: a tiplist.json holds more trips, guidebooks or tips than one import creates; nothing was imported. */
  importTooLarge: 'IMPORT_TOO_LARGE',
  unsupportedMedia: 'UNSUPPORTED_MEDIA_TYPE',
  rateLimited: 'RATE_LIMITED',
  invalidToken: 'INVALID_TOKEN',
  /** 410: a share link or a receipt that was valid once has passed its expiry. */
  expired: 'EXPIRED',
  invalidCredentials: 'INVALID_EMAIL_OR_PASSWORD',
  providerUnavailable: 'PROVIDER_UNAVAILABLE',
  /** 422: no webhook is saved, or its address is one this server does not send to (decision 061). */
  webhookRefused: 'WEBHOOK_REFUSED',
  /** 502: the webhook was called and failed; the message says how. */
  webhookFailed: 'WEBHOOK_FAILED',
  /** 503: the database cannot be reached for now; the same request may be sent again. */
  unavailable: 'SERVICE_UNAVAILABLE',
  internal: 'INTERNAL_ERROR',
} as const;
