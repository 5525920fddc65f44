import { z } from 'zod';
import { CATEGORIES, PLACE_TYPES } from '../categories.js';
import { LIMITS } from '../limits.js';
import { uuidSchema } from './common.js';

export const categorySchema = z.enum(CATEGORIES, { error: 'Unknown category.' });

/** A tagged place as the entry form holds it. */
export const placeDataSchema = z.strictObject({
  name: z.string().trim().min(1).max(LIMITS.placeNameMaxLength),
  placeId: z.string().trim().max(LIMITS.placeIdMaxLength).nullish(),
  latitude: z.number().min(-90).max(90).nullish(),
  longitude: z.number().min(-180).max(180).nullish(),
  address: z.string().trim().max(LIMITS.placeAddressMaxLength).nullish(),
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

export const newTipsSchema = z
  .array(newTipSchema)
  .min(1, 'Please add at least one recommendation before submitting.')
  .max(LIMITS.tipsPerRequestMax, `At most ${LIMITS.tipsPerRequestMax} recommendations can be sent at once.`);

export const addRecommendationsBodySchema = z.strictObject({ entries: newTipsSchema });
export type AddRecommendationsBody = z.infer<typeof addRecommendationsBodySchema>;

export const recommendationSchema = z.object({
  id: z.string(),
  trip_id: z.string(),
  category: categorySchema,
  content: z.string(),
  contributor_name: z.string().nullable(),
  is_favorite: z.boolean(),
  is_completed: z.boolean(),
  order_index: z.number().int(),
  place_id: z.string().nullable(),
  place_name: z.string().nullable(),
  place_address: z.string().nullable(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  place_type: z.enum(PLACE_TYPES),
  created_at: z.string(),
});
export type Recommendation = z.infer<typeof recommendationSchema>;

export const recommendationListSchema = z.object({ recommendations: z.array(recommendationSchema) });

export const updateRecommendationBodySchema = z
  .strictObject({ is_completed: z.boolean().optional(), is_favorite: z.boolean().optional() })
  .refine((body) => body.is_completed !== undefined || body.is_favorite !== undefined, {
    message: 'Nothing to update.',
  });
export type UpdateRecommendationBody = z.infer<typeof updateRecommendationBodySchema>;

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
