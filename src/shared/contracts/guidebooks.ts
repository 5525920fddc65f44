import { z } from 'zod';
import { LIMITS, SHARE_LINK_DAYS } from '../limits.js';
import { idParamsSchema, noContentSchema, optionalText, uuidSchema } from './common.js';
import { defineContracts } from './contract.js';
import { exportQuerySchema } from './exports.js';
import { guidebookTipSchema } from './guidebook-tips.js';
import { listAccessSchema, readerAccessSchema } from './companions.js';

/** The one message for a missing title or destination. */
export const GUIDEBOOK_FIELDS_REQUIRED = 'Please provide both a title and destination for your guidebook.';

const requiredText = (max: number, label: string) =>
  z
    .string({ error: GUIDEBOOK_FIELDS_REQUIRED })
    .trim()
    .min(1, GUIDEBOOK_FIELDS_REQUIRED)
    .max(max, `${label} can be at most ${max} characters.`);

export const guidebookBodySchema = z.strictObject({
  title: requiredText(LIMITS.guidebookTitleMaxLength, 'The title'),
  destination: requiredText(LIMITS.destinationMaxLength, 'Destination'),
  description: optionalText(LIMITS.guidebookDescriptionMaxLength, 'The description'),
});
export type GuidebookBody = z.input<typeof guidebookBodySchema>;

export const guidebookSchema = z.object({
  id: z.string(),
  title: z.string(),
  destination: z.string(),
  description: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Guidebook = z.infer<typeof guidebookSchema>;

export const guidebookSummarySchema = guidebookSchema.extend({
  entry_count: z.number().int(),
  ...listAccessSchema.shape,
});
export type GuidebookSummary = z.infer<typeof guidebookSummarySchema>;

export const guidebookListSchema = z.object({ guidebooks: z.array(guidebookSummarySchema) });
export const guidebookResponseSchema = z.object({ guidebook: guidebookSchema });

export const guidebookDetailSchema = z.object({
  guidebook: guidebookSchema,
  recommendations: z.array(guidebookTipSchema),
  access: readerAccessSchema,
});
export type GuidebookDetail = z.infer<typeof guidebookDetailSchema>;

export const createGuidebookLinkBodySchema = z.strictObject({
  expires_in_days: z
    .number({ error: 'The lifetime must be a number of days.' })
    .int('The lifetime must be a whole number of days.')
    .min(SHARE_LINK_DAYS.min, `A link lasts at least ${SHARE_LINK_DAYS.min} day.`)
    .max(SHARE_LINK_DAYS.max, `A link can last at most ${SHARE_LINK_DAYS.max} days.`)
    .default(SHARE_LINK_DAYS.default),
  /** Every earlier link of the guidebook stops working at once. */
  replace: z.boolean().default(false),
});
export type CreateGuidebookLinkBody = z.input<typeof createGuidebookLinkBodySchema>;

export const guidebookLinkSchema = z.object({
  id: z.string(),
  share_url: z.string(),
  share_token: z.string(),
  expires_at: z.string(),
  created_at: z.string(),
  /** How often the link's page (or map) was opened. */
  opens: z.number().int(),
});
export type GuidebookLink = z.infer<typeof guidebookLinkSchema>;

export const guidebookLinkListSchema = z.object({ links: z.array(guidebookLinkSchema) });

export const guidebookLinkParamsSchema = z.strictObject({ id: uuidSchema, linkId: uuidSchema });

const tag = 'Guidebooks';

export const guidebookContracts = defineContracts({
  listGuidebooks: {
    method: 'GET',
    path: '/api/guidebooks',
    access: 'owner',
    tag,
    summary: "The user's guidebooks, newest first, each with its number of entries.",
    response: { status: 200, schema: guidebookListSchema },
  },
  createGuidebook: {
    method: 'POST',
    path: '/api/guidebooks',
    access: 'owner',
    tag,
    summary: 'Create a guidebook.',
    body: guidebookBodySchema,
    response: { status: 201, schema: guidebookResponseSchema },
  },
  getGuidebook: {
    method: 'GET',
    path: '/api/guidebooks/:id',
    access: 'owner',
    tag,
    summary: 'A guidebook with all its recommendations.',
    params: idParamsSchema,
    response: { status: 200, schema: guidebookDetailSchema },
  },
  updateGuidebook: {
    method: 'PUT',
    path: '/api/guidebooks/:id',
    access: 'owner',
    tag,
    summary: "Change a guidebook's title, destination and description.",
    params: idParamsSchema,
    body: guidebookBodySchema,
    response: { status: 200, schema: guidebookResponseSchema },
  },
  deleteGuidebook: {
    method: 'DELETE',
    path: '/api/guidebooks/:id',
    access: 'owner',
    tag,
    summary: 'Delete a guidebook and all its entries.',
    params: idParamsSchema,
    response: { status: 204, schema: noContentSchema },
  },
  listGuidebookLinks: {
    method: 'GET',
    path: '/api/guidebooks/:id/shared-links',
    access: 'owner',
    tag,
    summary: "The guidebook's share links that still work, newest first.",
    params: idParamsSchema,
    response: { status: 200, schema: guidebookLinkListSchema },
  },
  createGuidebookLink: {
    method: 'POST',
    path: '/api/guidebooks/:id/shared-links',
    access: 'owner',
    tag,
    summary: 'A new public link to the guidebook; with `replace`, every earlier link stops working.',
    params: idParamsSchema,
    body: createGuidebookLinkBodySchema,
    response: { status: 201, schema: guidebookLinkSchema },
  },
  revokeGuidebookLink: {
    method: 'DELETE',
    path: '/api/guidebooks/:id/shared-links/:linkId',
    access: 'owner',
    tag,
    summary: 'Stop a share link from working, at once.',
    params: guidebookLinkParamsSchema,
    response: { status: 204, schema: noContentSchema },
  },
  exportGuidebook: {
    method: 'GET',
    path: '/api/guidebooks/:id/export',
    access: 'owner',
    tag,
    summary:
      'Download the guidebook: its located tips as GPX, KML or GeoJSON for map apps, or every tip as CSV.',
    params: idParamsSchema,
    query: exportQuerySchema,
    response: { status: 200, schema: z.string(), contentType: 'download' },
  },
  guidebookEvents: {
    method: 'GET',
    path: '/api/guidebooks/:id/events',
    access: 'owner',
    tag,
    summary:
      'Server-Sent Events: "ready" on every connection, then "recommendations" or "guidebook" after each change.',
    params: idParamsSchema,
    response: { status: 200, schema: z.string(), contentType: 'text/event-stream' },
  },
});
