import { z } from 'zod';
import { defineContracts } from './contract.js';

/** The pages whose links show a picture in chat apps, by the first part of their address (decision 066). */
export const LINK_CARD_PAGES = ['rec', 'hello', 'shared-favorites', 'shared-guidebook'] as const;
export type LinkCardPage = (typeof LINK_CARD_PAGES)[number];

export const linkCardPictureParamsSchema = z.strictObject({
  page: z.enum(LINK_CARD_PAGES, { error: 'Not a page with a link card.' }),
  // A share token, or a trip's id for /hello.
  token: z
    .string()
    .regex(
      /^(?:[A-Za-z0-9_-]{43}|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i,
      'Not a valid link.',
    ),
});

export const linkCardContracts = defineContracts({
  linkCardPicture: {
    method: 'GET',
    path: '/api/public/link-cards/:page/:token',
    access: 'public',
    tag: 'Friend pages',
    summary:
      'The 1200×630 PNG a chat app shows for the link /{page}/{token} (a trip id for hello): the destination on the map, who asks (first name and picture) and the eight categories; no tip. A link that leads nowhere gets a picture that names no one. Its ETag changes with what it shows; `v` in the query too, for apps that keep pictures by address.',
    params: linkCardPictureParamsSchema,
    query: z.strictObject({ v: z.string().max(64).optional() }),
    response: { status: 200, schema: z.string(), contentType: 'image/png' },
  },
});
