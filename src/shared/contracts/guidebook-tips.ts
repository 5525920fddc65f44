import { z } from 'zod';
import { idParamsSchema, noContentSchema, okResponseSchema } from './common.js';
import { defineContracts } from './contract.js';
import {
  addTipsBodySchema,
  categorySchema,
  placeDataSchema,
  reorderBodySchema,
  TIP_BATCH_BODY_BYTES,
  tipContentSchema,
  tipIdsSchema,
  tipPlaceColumnsSchema,
} from './tips.js';

/** A guidebook's tip: the owner's own words, so no contributor and no "done". */
export const guidebookTipSchema = z.object({
  id: z.string(),
  guidebook_id: z.string(),
  category: categorySchema,
  content: z.string(),
  is_favorite: z.boolean(),
  order_index: z.number().int(),
  ...tipPlaceColumnsSchema.shape,
  created_at: z.string(),
  updated_at: z.string(),
});
export type GuidebookTip = z.infer<typeof guidebookTipSchema>;

export const guidebookTipListSchema = z.object({ recommendations: z.array(guidebookTipSchema) });
export const guidebookTipResponseSchema = z.object({ recommendation: guidebookTipSchema });

/**
 * A favourite toggle, or an edit (the "Edit Recommendation" dialog): category,
 * text and, when one was chosen in the dialog, a new place, or null when its place was removed there.
 * The place rule is in rules/retag-place.ts.
 */
export const updateGuidebookTipBodySchema = z
  .strictObject({
    is_favorite: z.boolean().optional(),
    category: categorySchema.optional(),
    content: tipContentSchema.optional(),
    place: placeDataSchema.nullable().optional(),
  })
  .refine(
    (body) =>
      body.is_favorite !== undefined ||
      body.category !== undefined ||
      body.content !== undefined ||
      body.place !== undefined,
    { message: 'Nothing to update.' },
  )
  .refine((body) => body.place === undefined || body.content !== undefined, {
    message: 'A change of place comes with the text of the recommendation.',
    path: ['place'],
  });
export type UpdateGuidebookTipBody = z.infer<typeof updateGuidebookTipBodySchema>;

/** Favourite or not for several tips at once: the tips of one place on a merged card. */
export const updateGuidebookTipsBodySchema = z.strictObject({
  ids: tipIdsSchema,
  is_favorite: z.boolean({ error: 'Say whether the recommendations are favourites.' }),
});
export type UpdateGuidebookTipsBody = z.infer<typeof updateGuidebookTipsBodySchema>;

const tag = 'Guidebook recommendations';

export const guidebookTipContracts = defineContracts({
  addGuidebookTips: {
    method: 'POST',
    path: '/api/guidebooks/:id/recommendations',
    access: 'owner',
    tag,
    summary: 'Add recommendations to a guidebook, all or none.',
    params: idParamsSchema,
    body: addTipsBodySchema,
    bodyLimit: TIP_BATCH_BODY_BYTES,
    response: { status: 201, schema: guidebookTipListSchema },
  },
  reorderGuidebookTips: {
    method: 'PUT',
    path: '/api/guidebooks/:id/recommendations/order',
    access: 'owner',
    tag,
    summary: "Save a new order of the guidebook's recommendations, all or none.",
    params: idParamsSchema,
    body: reorderBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
  updateGuidebookTips: {
    method: 'PATCH',
    path: '/api/guidebooks/:id/recommendations',
    access: 'owner',
    tag,
    summary: "Favourite several of the guidebook's recommendations, or none of them, all or none.",
    params: idParamsSchema,
    body: updateGuidebookTipsBodySchema,
    response: { status: 200, schema: guidebookTipListSchema },
  },
  updateGuidebookTip: {
    method: 'PATCH',
    path: '/api/guidebook-recommendations/:id',
    access: 'owner',
    tag,
    summary: 'Favourite a guidebook recommendation, or edit its category, text and place.',
    params: idParamsSchema,
    body: updateGuidebookTipBodySchema,
    response: { status: 200, schema: guidebookTipResponseSchema },
  },
  deleteGuidebookTip: {
    method: 'DELETE',
    path: '/api/guidebook-recommendations/:id',
    access: 'owner',
    tag,
    summary: 'Delete a guidebook recommendation.',
    params: idParamsSchema,
    response: { status: 204, schema: noContentSchema },
  },
});
