import { z } from 'zod';
import { COMPANION_ROLES } from '../rules/list-roles.js';
import { emailAddressSchema } from './auth.js';
import { idParamsSchema, noContentSchema, uuidSchema } from './common.js';
import { defineContracts } from './contract.js';
import { shareTokenSchema } from './share-token.js';

/*
 * Travel companions (decision 069): the people an owner invites to a trip or a guidebook, as editors or
 * viewers, and the invites that bring them in.
 */

export const companionRoleSchema = z.enum(COMPANION_ROLES, { error: 'Choose "editor" or "viewer".' });
export const listRoleSchema = z.enum(['owner', ...COMPANION_ROLES]);
export const listKindSchema = z.enum(['trip', 'guidebook']);

/** What the reader of a list may do there, and whose list it is when it is not theirs. */
export const listAccessSchema = z.object({
  role: listRoleSchema,
  /** The owner's first name on a list shared with the reader; null on the reader's own. */
  shared_by: z.string().nullable(),
});
export type ListAccess = z.infer<typeof listAccessSchema>;

/** A list's reader, as its detail says: also whether new tips are mailed to them (an editor of a trip). */
export const readerAccessSchema = listAccessSchema.extend({ new_tip_mail: z.boolean() });
export type ReaderAccess = z.infer<typeof readerAccessSchema>;

export const companionSchema = z.object({
  user_id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: companionRoleSchema,
  since: z.string(),
});
export type Companion = z.infer<typeof companionSchema>;

/** An invite that still opens the list; its link is shown once, when it is made. */
export const inviteSchema = z.object({
  id: z.string(),
  role: companionRoleSchema,
  /** The address an invite by mail was sent to; null for a link anyone holding it may use. */
  email: z.string().nullable(),
  created_at: z.string(),
  expires_at: z.string(),
});
export type Invite = z.infer<typeof inviteSchema>;

export const companionsSchema = z.object({
  companions: z.array(companionSchema),
  invites: z.array(inviteSchema),
});
export type Companions = z.infer<typeof companionsSchema>;

export const createInviteBodySchema = z.strictObject({
  role: companionRoleSchema,
  /** Sends the invite to this address, for it alone and once; without it the answer holds a link. */
  email: emailAddressSchema.optional(),
});
export type CreateInviteBody = z.input<typeof createInviteBodySchema>;

export const createdInviteSchema = z.object({
  invite: inviteSchema,
  /** The link to pass on; null for an invite by mail, whose link only its recipient gets. */
  invite_url: z.string().nullable(),
});
export type CreatedInvite = z.infer<typeof createdInviteSchema>;

export const membershipBodySchema = z.strictObject({
  /** An editor of a trip also gets its new-tip mails. */
  new_tip_mail: z.boolean({ error: 'Say true or false.' }),
});
export const membershipSchema = z.object({ role: companionRoleSchema, new_tip_mail: z.boolean() });

/** What an invite opens, as its holder sees it before joining. */
export const invitePreviewSchema = z.object({
  invite: z.object({
    list_kind: listKindSchema,
    /** The trip's destination or the guidebook's title. */
    list_name: z.string(),
    owner_first_name: z.string(),
    role: companionRoleSchema,
    expires_at: z.string(),
  }),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>['invite'];

export const joinedListSchema = z.object({
  list_kind: listKindSchema,
  list_id: z.string(),
  role: listRoleSchema,
});
export type JoinedList = z.infer<typeof joinedListSchema>;

export const companionNoticesSchema = z.object({
  notices: z.array(
    z.object({
      id: z.string(),
      list_kind: listKindSchema,
      list_name: z.string(),
      owner_first_name: z.string(),
      created_at: z.string(),
    }),
  ),
});
export type CompanionNotice = z.infer<typeof companionNoticesSchema>['notices'][number];

const inviteParams = z.strictObject({ id: uuidSchema, inviteId: uuidSchema });
const companionParams = z.strictObject({
  id: uuidSchema,
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Not a valid user id.'),
});
const tokenParams = z.strictObject({ token: shareTokenSchema });

/** The same five endpoints for trips and guidebooks. */
function companionEndpoints<const P extends 'trips' | 'guidebooks'>(plural: P, noun: string, tag: string) {
  const base = `/api/${plural}/:id` as const;
  return {
    list: {
      method: 'GET',
      path: `${base}/companions`,
      access: 'owner',
      tag,
      summary: `The ${noun}'s companions and its open invites (its owner only).`,
      params: idParamsSchema,
      response: { status: 200, schema: companionsSchema },
    },
    invite: {
      method: 'POST',
      path: `${base}/invites`,
      access: 'owner',
      tag,
      summary: `Invite companions to the ${noun}: a link for 7 days, or a mail to one address (its owner only).`,
      params: idParamsSchema,
      body: createInviteBodySchema,
      response: { status: 201, schema: createdInviteSchema },
    },
    revoke: {
      method: 'DELETE',
      path: `${base}/invites/:inviteId`,
      access: 'owner',
      tag,
      summary: 'Revoke an invite: it opens nothing from now on (its owner only).',
      params: inviteParams,
      response: { status: 204, schema: noContentSchema },
    },
    remove: {
      method: 'DELETE',
      path: `${base}/companions/:userId`,
      access: 'owner',
      tag,
      summary: `Remove a companion: their access to the ${noun} ends at once (its owner only).`,
      params: companionParams,
      response: { status: 204, schema: noContentSchema },
    },
    leave: {
      method: 'DELETE',
      path: `${base}/membership`,
      access: 'owner',
      tag,
      summary: `Leave a ${noun} shared with you.`,
      params: idParamsSchema,
      response: { status: 204, schema: noContentSchema },
    },
  } as const;
}

const trips = companionEndpoints('trips', 'trip', 'Companions');
const guidebooks = companionEndpoints('guidebooks', 'guidebook', 'Companions');

export const companionContracts = defineContracts({
  listTripCompanions: trips.list,
  inviteToTrip: trips.invite,
  revokeTripInvite: trips.revoke,
  removeTripCompanion: trips.remove,
  leaveTrip: trips.leave,
  updateTripMembership: {
    method: 'PUT',
    path: '/api/trips/:id/membership',
    access: 'owner',
    tag: 'Companions',
    summary: "An editor's choice to get the trip's new-tip mails.",
    params: idParamsSchema,
    body: membershipBodySchema,
    response: { status: 200, schema: membershipSchema },
  },
  listGuidebookCompanions: guidebooks.list,
  inviteToGuidebook: guidebooks.invite,
  revokeGuidebookInvite: guidebooks.revoke,
  removeGuidebookCompanion: guidebooks.remove,
  leaveGuidebook: guidebooks.leave,
  previewInvite: {
    method: 'GET',
    path: '/api/public/invites/:token',
    access: 'public',
    tag: 'Companions',
    summary: 'What an invite opens: whose list, which, in which role. A token that opens nothing is 404.',
    params: tokenParams,
    response: { status: 200, schema: invitePreviewSchema },
  },
  acceptInvite: {
    method: 'POST',
    path: '/api/invites/:token',
    access: 'owner',
    tag: 'Companions',
    summary: 'Join the list an invite opens, in its role; joining again keeps the stronger role.',
    params: tokenParams,
    body: z.strictObject({}),
    response: { status: 200, schema: joinedListSchema },
  },
  listCompanionNotices: {
    method: 'GET',
    path: '/api/companion-notices',
    access: 'owner',
    tag: 'Companions',
    summary: 'Lists shared with the user that went with their owner’s deleted account (kept 30 days).',
    response: { status: 200, schema: companionNoticesSchema },
  },
  dismissCompanionNotice: {
    method: 'DELETE',
    path: '/api/companion-notices/:id',
    access: 'owner',
    tag: 'Companions',
    summary: 'Dismiss a notice.',
    params: idParamsSchema,
    response: { status: 204, schema: noContentSchema },
  },
});
