import { z } from 'zod';
import { idParamsSchema, uuidSchema } from './common.js';
import { defineContracts } from './contract.js';

/** The link friends open to send tips; null once the owner has revoked it. */
export const askLinkSchema = z.object({
  share_url: z.string(),
  created_at: z.string(),
  opens: z.number().int(),
});

export const favoritesLinkSchema = z.object({
  id: z.string(),
  share_url: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  opens: z.number().int(),
});

/** Every link that shows something of the trip, and whether friends can send tips now. */
export const tripSharingSchema = z.object({
  ask_link: askLinkSchema.nullable(),
  tips_paused_at: z.string().nullable(),
  favorites_links: z.array(favoritesLinkSchema),
  /** Neither mail nor webhook tells the owner of this trip's new tips. */
  notifications_muted: z.boolean(),
  /** Friends are offered a follow link for their tips. */
  following_on: z.boolean(),
});
export type TripSharing = z.infer<typeof tripSharingSchema>;

export const tipCollectionBodySchema = z.strictObject({
  paused: z.boolean({ error: 'Say whether tip collection is paused (true or false).' }),
});
export type TipCollectionBody = z.input<typeof tipCollectionBodySchema>;

export const tripNotificationsBodySchema = z.strictObject({
  muted: z.boolean({ error: 'Say whether notifications of this trip are muted (true or false).' }),
});
export type TripNotificationsBody = z.input<typeof tripNotificationsBodySchema>;

export const tripFollowingBodySchema = z.strictObject({
  on: z.boolean({ error: 'Say whether friends may follow their tips (true or false).' }),
});
export type TripFollowingBody = z.input<typeof tripFollowingBodySchema>;

const tag = 'Trips';
const sharingResponse = { status: 200, schema: tripSharingSchema } as const;

export const tripSharingContracts = defineContracts({
  tripSharing: {
    method: 'GET',
    path: '/api/trips/:id/sharing',
    access: 'owner',
    tag,
    summary:
      'Every link to the trip (its ask link and its working favourites links) with how often each was opened, and whether tips are being collected.',
    params: idParamsSchema,
    response: sharingResponse,
  },
  newAskLink: {
    method: 'POST',
    path: '/api/trips/:id/ask-link',
    access: 'owner',
    tag,
    summary: 'A new ask link: the earlier one (and the trip id address) stops working at once.',
    params: idParamsSchema,
    body: z.strictObject({}),
    response: sharingResponse,
  },
  revokeAskLink: {
    method: 'DELETE',
    path: '/api/trips/:id/ask-link',
    access: 'owner',
    tag,
    summary: 'Stop the ask link from working, at once, until a new one is made.',
    params: idParamsSchema,
    response: sharingResponse,
  },
  setTipCollection: {
    method: 'PUT',
    path: '/api/trips/:id/tip-collection',
    access: 'owner',
    tag,
    summary: "Pause or resume tip collection: while paused, friend pages say so and keep the friend's draft.",
    params: idParamsSchema,
    body: tipCollectionBodySchema,
    response: sharingResponse,
  },
  setTripNotifications: {
    method: 'PUT',
    path: '/api/trips/:id/notifications',
    access: 'owner',
    tag,
    summary: "Mute or unmute the owner's mails and webhook calls about this trip's new tips.",
    params: idParamsSchema,
    body: tripNotificationsBodySchema,
    response: sharingResponse,
  },
  setTripFollowing: {
    method: 'PUT',
    path: '/api/trips/:id/following',
    access: 'owner',
    tag,
    summary:
      'Let friends follow their tips, or not: while off, no follow link is offered and open follow pages say so.',
    params: idParamsSchema,
    body: tripFollowingBodySchema,
    response: sharingResponse,
  },
  revokeFavoritesLink: {
    method: 'DELETE',
    path: '/api/trips/:id/shared-favorites/:linkId',
    access: 'owner',
    tag,
    summary: 'Stop a favourites link from working, at once.',
    params: z.strictObject({ id: uuidSchema, linkId: uuidSchema }),
    response: sharingResponse,
  },
});
