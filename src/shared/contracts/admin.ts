import { z } from 'zod';
import { ACCOUNT_LIMITS } from '../account-limits.js';
import { defineContracts } from './contract.js';

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  last_sign_in_at: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const listUsersQuerySchema = z.strictObject({
  /** Part of an e-mail address, any case. */
  q: z
    .string()
    .trim()
    .max(ACCOUNT_LIMITS.adminSearchMaxLength, 'The search is too long.')
    .optional()
    .transform((value) => value || undefined),
  /** The next_cursor of the page before. */
  cursor: z.string().max(200).optional(),
});
export type ListUsersQuery = z.input<typeof listUsersQuerySchema>;

export const listUsersResponseSchema = z.object({
  /** Newest account first, at most ACCOUNT_LIMITS.adminUsersPageSize. */
  users: z.array(adminUserSchema),
  /** Pass as cursor for the following page; null on the last page. */
  next_cursor: z.string().nullable(),
});
export type ListUsersResponse = z.infer<typeof listUsersResponseSchema>;

export const forceLogoutBodySchema = z.strictObject({
  email: z
    .string({ error: 'Please enter an email address' })
    .trim()
    .min(1, 'Please enter an email address')
    .max(ACCOUNT_LIMITS.adminSearchMaxLength, 'That email address is too long.'),
});
export type ForceLogoutBody = z.input<typeof forceLogoutBodySchema>;

export const forceLogoutResponseSchema = z.object({
  /** Shown to the admin, e.g. "Signed out ada@example.com everywhere (2 sessions ended)." */
  message: z.string(),
  sessions_ended: z.number().int(),
});
export type ForceLogoutResponse = z.infer<typeof forceLogoutResponseSchema>;

const tag = 'Admin';

export const adminContracts = defineContracts({
  listUsers: {
    method: 'GET',
    path: '/api/admin/users',
    access: 'admin',
    tag,
    summary: 'Accounts, newest first, a page at a time; q narrows them to e-mails containing it.',
    query: listUsersQuerySchema,
    response: { status: 200, schema: listUsersResponseSchema },
  },
  forceLogout: {
    method: 'POST',
    path: '/api/admin/force-logout',
    access: 'admin',
    tag,
    summary: 'End every session of the account with this e-mail, on every instance, at once.',
    body: forceLogoutBodySchema,
    response: { status: 200, schema: forceLogoutResponseSchema },
  },
});
