import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { idParamsSchema } from './common.js';
import { defineContracts } from './contract.js';
import { newTipsSchema, TIP_BATCH_BODY_BYTES, tipSchema } from './tips.js';
import { shareTokenParamsSchema, shareTokenSchema } from './share-token.js';

/** What an anonymous visitor may know about a trip's owner. */
export const publicOwnerSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  avatar_url: z.string().nullable(),
});

/** A trip as a friend sees it on the page that asks for tips: never other friends' tips. */
export const publicTripSchema = z.object({
  id: z.string(),
  destination: z.string(),
  recommendation_types: z.string().nullable(),
  owner: publicOwnerSchema,
  /** False while the owner has paused tip collection: the page says so and keeps what the friend types. */
  collecting: z.boolean(),
  /** False once the owner has turned following off: the thank-you page offers no follow link (decision 062). */
  following: z.boolean(),
});
export type PublicTrip = z.infer<typeof publicTripSchema>;

export const publicTripResponseSchema = z.object({ trip: publicTripSchema });

export const contributorNameSchema = z
  .string()
  .trim()
  .max(
    LIMITS.contributorNameMaxLength,
    `A name can be at most ${LIMITS.contributorNameMaxLength} characters.`,
  )
  .nullish()
  .transform((value) => (value ? value : null));

export const submitTipsBodySchema = z.strictObject({
  entries: newTipsSchema,
  contributor_name: contributorNameSchema,
  /** The ask link the page was opened by: once its owner has made a new ask link, only the current one sends. */
  share_token: shareTokenSchema.optional(),
});
export type SubmitTipsBody = z.input<typeof submitTipsBodySchema>;

/** A tip in a public view: what the page shows, nothing about the trip or its owner. */
export const publicTipSchema = tipSchema.omit({ trip_id: true, created_at: true });
export type PublicTip = z.infer<typeof publicTipSchema>;

export const submitTipsResponseSchema = z.object({
  recommendations: z.array(publicTipSchema),
  /** Signed proof of exactly these tips: a new account may make a guidebook of them (and only of them). */
  receipt: z.string(),
});

export const sharedFavoritesResponseSchema = z.object({
  shared: z.object({
    destination: z.string(),
    owner_first_name: z.string(),
    expires_at: z.string(),
    recommendations: z.array(publicTipSchema),
  }),
});
export type SharedFavorites = z.infer<typeof sharedFavoritesResponseSchema>['shared'];

const tag = 'Friend pages';

export const publicContracts = defineContracts({
  tripById: {
    method: 'GET',
    path: '/api/public/trips/:id',
    access: 'public',
    tag,
    summary: "A trip as a friend sees it: destination, what it asks for, the owner's name.",
    params: idParamsSchema,
    response: { status: 200, schema: publicTripResponseSchema },
  },
  tripByShareToken: {
    method: 'GET',
    path: '/api/public/share-links/:token',
    access: 'public',
    tag,
    summary: 'The trip behind a share link, as a friend sees it.',
    params: shareTokenParamsSchema,
    response: { status: 200, schema: publicTripResponseSchema },
  },
  submitTips: {
    method: 'POST',
    path: '/api/public/trips/:id/recommendations',
    access: 'public',
    tag,
    summary: 'Send recommendations to a trip without an account, all or none.',
    params: idParamsSchema,
    body: submitTipsBodySchema,
    bodyLimit: TIP_BATCH_BODY_BYTES,
    response: { status: 201, schema: submitTipsResponseSchema },
  },
  sharedFavorites: {
    method: 'GET',
    path: '/api/public/shared-favorites/:token',
    access: 'public',
    tag,
    summary: "A trip's favourites behind an owner's share link, while the link lasts.",
    params: shareTokenParamsSchema,
    response: { status: 200, schema: sharedFavoritesResponseSchema },
  },
  tripSharedFavorites: {
    method: 'GET',
    path: '/api/public/trips/:id/shared-favorites',
    access: 'public',
    tag,
    summary:
      "A trip's favourites by its id (its public map) while that id address still asks and a favourites link is valid.",
    params: idParamsSchema,
    response: { status: 200, schema: sharedFavoritesResponseSchema },
  },
});
