import { z } from 'zod';
import { LIMITS, SHARE_LINK_DAYS } from '../limits.js';
import { idParamsSchema, noContentSchema, optionalText } from './common.js';
import { defineContracts } from './contract.js';
import { exportQuerySchema } from './exports.js';
import { tipSchema } from './tips.js';
import { listAccessSchema, readerAccessSchema } from './companions.js';

export const destinationSchema = z
  .string({ error: 'Destination is required.' })
  .trim()
  .min(1, 'Destination is required.')
  .max(LIMITS.destinationMaxLength, `Destination can be at most ${LIMITS.destinationMaxLength} characters.`);

const tipTypes = optionalText(LIMITS.tipTypesMaxLength, 'The description');

export const createTripBodySchema = z.strictObject({
  destination: destinationSchema,
  recommendation_types: tipTypes,
});
export type CreateTripBody = z.input<typeof createTripBodySchema>;

export const updateTripBodySchema = z.strictObject({ recommendation_types: tipTypes });
export type UpdateTripBody = z.input<typeof updateTripBodySchema>;

export const tripSummarySchema = z.object({
  id: z.string(),
  destination: z.string(),
  recommendation_types: z.string().nullable(),
  recommendation_count: z.number().int(),
  created_at: z.string(),
  ...listAccessSchema.shape,
});
export type TripSummary = z.infer<typeof tripSummarySchema>;

export const tripListSchema = z.object({ trips: z.array(tripSummarySchema) });

export const tripSchema = z.object({
  id: z.string(),
  destination: z.string(),
  recommendation_types: z.string().nullable(),
  share_token: z.string(),
  created_at: z.string(),
  /** Friends' pages say so and keep their drafts while the owner has paused tip collection. */
  tips_paused: z.boolean(),
  /** The owner revoked the ask link and has not made a new one: no friend page asks for tips. */
  ask_link_revoked: z.boolean(),
});
export type Trip = z.infer<typeof tripSchema>;

export const tripResponseSchema = z.object({ trip: tripSchema });

export const tripDetailSchema = z.object({
  trip: tripSchema,
  recommendations: z.array(tipSchema),
  access: readerAccessSchema,
});
export type TripDetail = z.infer<typeof tripDetailSchema>;

export const createSharedFavoritesBodySchema = z.strictObject({
  expires_in_days: z
    .number()
    .int()
    .min(SHARE_LINK_DAYS.min)
    .max(SHARE_LINK_DAYS.max, `A link can last at most ${SHARE_LINK_DAYS.max} days.`)
    .default(SHARE_LINK_DAYS.default),
});
export type CreateSharedFavoritesBody = z.input<typeof createSharedFavoritesBodySchema>;

export const sharedLinkSchema = z.object({
  share_url: z.string(),
  share_token: z.string(),
  expires_at: z.string(),
});
export type SharedLink = z.infer<typeof sharedLinkSchema>;

const tag = 'Trips';
const tripParams = idParamsSchema;

export const tripContracts = defineContracts({
  listTrips: {
    method: 'GET',
    path: '/api/trips',
    access: 'owner',
    tag,
    summary: "The user's trips, newest first, each with its number of recommendations.",
    response: { status: 200, schema: tripListSchema },
  },
  createTrip: {
    method: 'POST',
    path: '/api/trips',
    access: 'owner',
    tag,
    summary: 'Create a trip.',
    body: createTripBodySchema,
    response: { status: 201, schema: tripResponseSchema },
  },
  getTrip: {
    method: 'GET',
    path: '/api/trips/:id',
    access: 'owner',
    tag,
    summary: 'A trip with all its recommendations.',
    params: tripParams,
    response: { status: 200, schema: tripDetailSchema },
  },
  updateTrip: {
    method: 'PATCH',
    path: '/api/trips/:id',
    access: 'owner',
    tag,
    summary: 'Change what the trip asks friends for.',
    params: tripParams,
    body: updateTripBodySchema,
    response: { status: 200, schema: tripResponseSchema },
  },
  deleteTrip: {
    method: 'DELETE',
    path: '/api/trips/:id',
    access: 'owner',
    tag,
    summary: 'Delete a trip and everything on it.',
    params: tripParams,
    response: { status: 204, schema: noContentSchema },
  },
  shareFavorites: {
    method: 'POST',
    path: '/api/trips/:id/shared-favorites',
    access: 'owner',
    tag,
    summary: "A new link to the trip's favourites that expires after the chosen number of days.",
    params: tripParams,
    body: createSharedFavoritesBodySchema,
    response: { status: 201, schema: sharedLinkSchema },
  },
  exportTrip: {
    method: 'GET',
    path: '/api/trips/:id/export',
    access: 'owner',
    tag,
    summary: 'Download the trip: its located tips as GPX, KML or GeoJSON for map apps, or every tip as CSV.',
    params: tripParams,
    query: exportQuerySchema,
    response: { status: 200, schema: z.string(), contentType: 'download' },
  },
  tripEvents: {
    method: 'GET',
    path: '/api/trips/:id/events',
    access: 'owner',
    tag,
    summary:
      'Server-Sent Events: "ready" on every connection, then "recommendations" or "trip" after each change.',
    params: tripParams,
    response: { status: 200, schema: z.string(), contentType: 'text/event-stream' },
  },
});
