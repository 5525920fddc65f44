import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './auth-constants.js';
import { idParamsSchema, noContentSchema } from './common.js';
import { defineContracts } from './contract.js';
import { categorySchema } from './tips.js';

/**
 * A follow link's token in an address. Any text is looked up, and whatever is not a live link is one
 * answer, 404 "This link no longer works": a changed token and a deleted one look alike.
 */
export const followTokenParamsSchema = z.strictObject({ token: z.string().min(1).max(128) });

/** What became of one tip the friend sent. */
export const followedTipSchema = z.object({
  id: z.string(),
  category: categorySchema,
  content: z.string(),
  place_name: z.string().nullable(),
  /** The traveller favourited it (♥). */
  is_favorite: z.boolean(),
  /** The traveller ticked it done ("{first name} went there"). */
  is_completed: z.boolean(),
  /** The traveller deleted it: the words are the friend's as sent. */
  is_removed: z.boolean(),
});
export type FollowedTip = z.infer<typeof followedTipSchema>;

/**
 * The follow page: exactly one submission's tips, the trip's destination and its owner's first name.
 * Never the owner's e-mail or last name, never another friend's tips or name.
 */
export const followViewSchema = z.object({
  destination: z.string(),
  owner_first_name: z.string(),
  /** False once the traveller has turned following off: the tips stay listed, no mail is sent. */
  following: z.boolean(),
  /** Whether this server can send mail with links (PUBLIC_URL is set). */
  mail_offered: z.boolean(),
  /** The friend's own address on this link, and whether it is confirmed; null with none. */
  email: z.object({ address: z.string(), confirmed: z.boolean() }).nullable(),
  tips: z.array(followedTipSchema),
});
export type FollowView = z.infer<typeof followViewSchema>;

export const followViewResponseSchema = z.object({ follow: followViewSchema });

export const createFollowLinkBodySchema = z.strictObject({
  /** The receipt the friend's send answered with (decision 018). */
  receipt: z.string().min(1, 'The receipt is missing.').max(4096, 'The receipt is not valid.'),
});

export const createFollowLinkResponseSchema = z.object({
  /** Handed out once: the server keeps only its hash. */
  token: z.string(),
  /** The follow page's address on this server. */
  path: z.string(),
  follow: followViewSchema,
});

export const followEmailBodySchema = z.strictObject({
  email: z
    .string({ error: 'Email is required.' })
    .trim()
    .min(1, 'Email is required.')
    .max(EMAIL_MAX_LENGTH, 'Email is too long.')
    .pipe(z.email('Enter a valid email address.')),
});

const tag = 'Follow links';

export const followLinkContracts = defineContracts({
  createFollowLink: {
    method: 'POST',
    path: '/api/public/trips/:id/follow-links',
    access: 'public',
    tag,
    summary: 'A private follow link for the tips of one send, from its receipt; the token is answered once.',
    params: idParamsSchema,
    body: createFollowLinkBodySchema,
    response: { status: 201, schema: createFollowLinkResponseSchema },
  },
  followView: {
    method: 'GET',
    path: '/api/public/follow-links/:token',
    access: 'public',
    tag,
    summary: 'What became of the tips behind a follow link.',
    params: followTokenParamsSchema,
    response: { status: 200, schema: followViewResponseSchema },
  },
  followEvents: {
    method: 'GET',
    path: '/api/public/follow-links/:token/events',
    access: 'public',
    tag,
    summary: "Server-sent events: the follow link's tips or its trip's following changed (refetch).",
    params: followTokenParamsSchema,
    response: { status: 200, schema: z.null(), contentType: 'text/event-stream' },
  },
  deleteFollowLink: {
    method: 'DELETE',
    path: '/api/public/follow-links/:token',
    access: 'public',
    tag,
    summary: 'Deletes a follow link and the address it holds.',
    params: followTokenParamsSchema,
    response: { status: 204, schema: noContentSchema },
  },
  setFollowEmail: {
    method: 'PUT',
    path: '/api/public/follow-links/:token/email',
    access: 'public',
    tag,
    summary:
      'Leaves an address on a follow link: it is sent one confirmation mail, nothing else until confirmed.',
    params: followTokenParamsSchema,
    body: followEmailBodySchema,
    response: { status: 200, schema: followViewResponseSchema },
  },
  removeFollowEmail: {
    method: 'DELETE',
    path: '/api/public/follow-links/:token/email',
    access: 'public',
    tag,
    summary: "Removes a follow link's address: no more mail.",
    params: followTokenParamsSchema,
    response: { status: 200, schema: followViewResponseSchema },
  },
});
