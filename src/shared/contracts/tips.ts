import { z } from 'zod';
import { CATEGORIES, PLACE_TYPES } from '../categories.js';
import { LIMITS } from '../limits.js';
import { idParamsSchema, noContentSchema, okResponseSchema, uuidSchema } from './common.js';
import { defineContracts } from './contract.js';

export const categorySchema = z.enum(CATEGORIES, { error: 'Unknown category.' });

const placeCoordinate = (label: string, limit: number) =>
  z
    .number({ error: `${label} must be a number.` })
    .min(-limit, `${label} must be between -${limit} and ${limit}.`)
    .max(limit, `${label} must be between -${limit} and ${limit}.`)
    .nullish();

const PLACE_NAME_NEEDED = 'A tagged place needs a name.';

/** A tagged place as the entry form holds it. */
export const placeDataSchema = z
  .strictObject({
    name: z
      .string({ error: PLACE_NAME_NEEDED })
      .trim()
      .min(1, PLACE_NAME_NEEDED)
      .max(LIMITS.placeNameMaxLength, `A place name can be at most ${LIMITS.placeNameMaxLength} characters.`),
    placeId: z
      .string({ error: 'A place id must be text.' })
      .trim()
      .max(LIMITS.placeIdMaxLength, `A place id can be at most ${LIMITS.placeIdMaxLength} characters.`)
      .nullish(),
    latitude: placeCoordinate('Latitude', 90),
    longitude: placeCoordinate('Longitude', 180),
    address: z
      .string({ error: 'A place address must be text.' })
      .trim()
      .max(
        LIMITS.placeAddressMaxLength,
        `A place address can be at most ${LIMITS.placeAddressMaxLength} characters.`,
      )
      .nullish(),
  })
  .refine((place) => (place.latitude == null) === (place.longitude == null), {
    message: 'A tagged place needs both latitude and longitude, or neither.',
  });
export type PlaceData = z.infer<typeof placeDataSchema>;

export const tipContentSchema = z
  .string({ error: 'A recommendation needs some text.' })
  .trim()
  .min(1, 'A recommendation needs some text.')
  .max(LIMITS.tipMaxLength, `A recommendation can be at most ${LIMITS.tipMaxLength} characters.`);

export const newTipSchema = z.strictObject({
  category: categorySchema,
  content: tipContentSchema,
  place: placeDataSchema.nullish(),
});
export type NewTip = z.infer<typeof newTipSchema>;

const tipBatchOf = <T extends z.ZodType>(entry: T) =>
  z
    .array(entry)
    .min(1, 'Please add at least one recommendation before submitting.')
    .max(
      LIMITS.tipsPerRequestMax,
      `At most ${LIMITS.tipsPerRequestMax} recommendations can be sent at once.`,
    );

export const newTipsSchema = tipBatchOf(newTipSchema);

/**
 * The body a batch of new tips may take: a full batch of the longest tips, three bytes a character in
 * UTF-8 (any script a tip is written in), with their places, is about 850 KB; the default 256 KB would
 * refuse a friend's long answer in Greek or Japanese that the limits allow.
 */
export const TIP_BATCH_BODY_BYTES = 1024 * 1024;

export const addTipsBodySchema = z.strictObject({ entries: newTipsSchema });
export type AddTipsBody = z.infer<typeof addTipsBodySchema>;

/**
 * An owner's new tip may carry the id it is to have, chosen by the browser: a batch sent again (replayed
 * after going offline, or retried when the answer was lost) is then stored once (decision 024).
 */
export const ownerNewTipSchema = newTipSchema.extend({ id: uuidSchema.optional() });
export type OwnerNewTip = z.infer<typeof ownerNewTipSchema>;

export const addTripTipsBodySchema = z.strictObject({
  entries: tipBatchOf(ownerNewTipSchema).refine(
    (entries) => {
      const ids = entries.flatMap((entry) => (entry.id ? [entry.id] : []));
      return new Set(ids).size === ids.length;
    },
    { message: 'A recommendation id appears twice in the batch.' },
  ),
});
export type AddTripTipsBody = z.infer<typeof addTripTipsBodySchema>;

/** The place columns of a stored tip, as every view of a trip's or a guidebook's tip presents them. */
export const tipPlaceColumnsSchema = z.object({
  place_id: z.string().nullable(),
  place_name: z.string().nullable(),
  place_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  place_type: z.enum(PLACE_TYPES),
});

export const tipSchema = z.object({
  id: z.string(),
  trip_id: z.string(),
  category: categorySchema,
  content: z.string(),
  contributor_name: z.string().nullable(),
  is_favorite: z.boolean(),
  is_completed: z.boolean(),
  order_index: z.number().int(),
  ...tipPlaceColumnsSchema.shape,
  created_at: z.string(),
});
export type Tip = z.infer<typeof tipSchema>;

export const tipListSchema = z.object({ recommendations: z.array(tipSchema) });

export const updateTipBodySchema = z
  .strictObject({ is_completed: z.boolean().optional(), is_favorite: z.boolean().optional() })
  .refine((body) => body.is_completed !== undefined || body.is_favorite !== undefined, {
    message: 'Nothing to update.',
  });
export type UpdateTipBody = z.infer<typeof updateTipBodySchema>;

/** One change for several tips at once: the tips of one place on a merged card. */
/** The tips one change is for, each once. */
export const tipIdsSchema = z
  .array(uuidSchema)
  .min(1, 'Name at least one recommendation to update.')
  .max(LIMITS.reorderMax, 'Too many recommendations in one update.')
  .refine((ids) => new Set(ids).size === ids.length, {
    message: 'A recommendation appears twice in the update.',
  });

export const updateTipsBodySchema = z
  .strictObject({
    ids: tipIdsSchema,
    is_completed: z.boolean().optional(),
    is_favorite: z.boolean().optional(),
  })
  .refine((body) => body.is_completed !== undefined || body.is_favorite !== undefined, {
    message: 'Nothing to update.',
  });
export type UpdateTipsBody = z.infer<typeof updateTipsBodySchema>;

export const reorderBodySchema = z.strictObject({
  order: z
    .array(z.strictObject({ id: uuidSchema, order_index: z.number().int().min(0).max(1_000_000) }))
    .min(1, 'Nothing to reorder.')
    .max(LIMITS.reorderMax, 'Too many recommendations in one reorder.')
    .refine((items) => new Set(items.map((item) => item.id)).size === items.length, {
      message: 'A recommendation appears twice in the new order.',
    }),
});
export type ReorderBody = z.infer<typeof reorderBodySchema>;

export const tipResponseSchema = z.object({ recommendation: tipSchema });

const tag = 'Recommendations';

export const tipContracts = defineContracts({
  addTips: {
    method: 'POST',
    path: '/api/trips/:id/recommendations',
    access: 'owner',
    tag,
    summary:
      'Add recommendations to a trip, all or none. An entry may name its own id: sent again, it is stored once.',
    params: idParamsSchema,
    body: addTripTipsBodySchema,
    bodyLimit: TIP_BATCH_BODY_BYTES,
    response: { status: 201, schema: tipListSchema },
  },
  reorderTips: {
    method: 'PUT',
    path: '/api/trips/:id/recommendations/order',
    access: 'owner',
    tag,
    summary: "Save a new order of the trip's recommendations.",
    params: idParamsSchema,
    body: reorderBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
  updateTips: {
    method: 'PATCH',
    path: '/api/trips/:id/recommendations',
    access: 'owner',
    tag,
    summary: "Mark several of the trip's recommendations done or favourite, all or none.",
    params: idParamsSchema,
    body: updateTipsBodySchema,
    response: { status: 200, schema: tipListSchema },
  },
  updateTip: {
    method: 'PATCH',
    path: '/api/recommendations/:id',
    access: 'owner',
    tag,
    summary: 'Mark a recommendation done or favourite.',
    params: idParamsSchema,
    body: updateTipBodySchema,
    response: { status: 200, schema: tipResponseSchema },
  },
  deleteTip: {
    method: 'DELETE',
    path: '/api/recommendations/:id',
    access: 'owner',
    tag,
    summary: 'Delete a recommendation.',
    params: idParamsSchema,
    response: { status: 204, schema: noContentSchema },
  },
});
