// Kept free of zod: the client needs the codes, not the schema.

export const errorCodes = {
  validation: 'VALIDATION_FAILED',
  notFound: 'NOT_FOUND',
  unauthorized: 'UNAUTHORIZED',
  forbidden: 'FORBIDDEN',
  forbiddenOrigin: 'FORBIDDEN_ORIGIN',
  /** 403: a companion who may read a list but not change it (decision 069). */
  viewOnly: 'VIEW_ONLY',
  /** 403: only the list's owner may do this: delete it, its companions, its ask link and settings. */
  ownerOnly: 'OWNER_ONLY',
  /** 403: an invite sent by mail opens the list for that address alone. */
  inviteForAnotherAddress: 'INVITE_FOR_ANOTHER_ADDRESS',
  /** 403: invites by mail go out only from an address its owner has verified. */
  addressNotVerified: 'ADDRESS_NOT_VERIFIED',
  /** 409: the owner opened an invite to their own list. */
  ownList: 'OWN_LIST',
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
  /** 410: an invite sent by mail has been used; it opens a list once. */
  inviteUsed: 'INVITE_USED',
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
