import { z } from 'zod';
import { defineContracts } from './contract.js';
import { exportQuerySchema } from './exports.js';
import { guidebookTipSchema } from './guidebook-tips.js';
import { shareTokenParamsSchema } from './share-token.js';

/** A guidebook tip as anyone with the link sees it: no guidebook id, no timestamps. */
export const publicGuidebookTipSchema = guidebookTipSchema.omit({
  guidebook_id: true,
  created_at: true,
  updated_at: true,
});
export type PublicGuidebookTip = z.infer<typeof publicGuidebookTipSchema>;

/** What the shared page shows, and nothing else. */
export const sharedGuidebookSchema = z.object({
  title: z.string(),
  description: z.string().nullable(),
  destination: z.string(),
  created_at: z.string(),
  expires_at: z.string(),
  owner: z.object({ first_name: z.string(), avatar_url: z.string().nullable() }),
  recommendations: z.array(publicGuidebookTipSchema),
});
export type SharedGuidebook = z.infer<typeof sharedGuidebookSchema>;

export const sharedGuidebookResponseSchema = z.object({ guidebook: sharedGuidebookSchema });

/** The two failures the page tells apart; a revoked link is no longer known at all. */
export const SHARED_GUIDEBOOK_ERRORS = {
  notFound: 'Shared guidebook not found',
  expired: 'This shared guidebook link has expired',
} as const;

export const sharedGuidebookContracts = defineContracts({
  sharedGuidebook: {
    method: 'GET',
    path: '/api/public/shared-guidebooks/:token',
    access: 'public',
    tag: 'Shared guidebooks',
    summary: 'A guidebook behind its share link, while the link lasts (404 unknown or revoked, 410 expired).',
    params: shareTokenParamsSchema,
    response: { status: 200, schema: sharedGuidebookResponseSchema },
  },
  exportSharedGuidebook: {
    method: 'GET',
    path: '/api/public/shared-guidebooks/:token/export',
    access: 'public',
    tag: 'Shared guidebooks',
    summary:
      'Download a shared guidebook while its link lasts: GPX, KML or GeoJSON of its places, or CSV of every tip.',
    params: shareTokenParamsSchema,
    query: exportQuerySchema,
    response: { status: 200, schema: z.string(), contentType: 'download' },
  },
});
