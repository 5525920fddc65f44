import { z } from 'zod';
import { okResponseSchema } from './common.js';
import { defineContracts } from './contract.js';

/** The mailed link's token (a signed JWT of a few hundred characters). */
export const verifyEmailBodySchema = z.strictObject({
  token: z
    .string({ error: 'The verification link is missing its token.' })
    .min(1, 'The verification link is missing its token.')
    .max(2048, 'This verification link is not valid. Please request a new one.'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;

export const emailVerificationStatusSchema = z.object({
  /** The account has followed a link mailed to its address. */
  verified: z.boolean(),
  /** The address is named as an admin's, and admin rights start once it is verified. */
  admin_once_verified: z.boolean(),
});
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

export const emailVerificationContracts = defineContracts({
  verifyEmail: {
    method: 'POST',
    path: '/api/auth/verify-email',
    access: 'public',
    tag: 'Accounts',
    summary:
      'Mark the address a verification link was mailed to as verified (the link works for 24 hours; following it again changes nothing).',
    body: verifyEmailBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
  emailVerificationStatus: {
    method: 'GET',
    path: '/api/profile/email-verification',
    access: 'owner',
    tag: 'Profile',
    summary: "Whether the signed-in account's address is verified, and whether admin rights wait for it.",
    response: { status: 200, schema: emailVerificationStatusSchema },
  },
  sendVerificationLink: {
    method: 'POST',
    path: '/api/profile/email-verification',
    access: 'owner',
    tag: 'Profile',
    summary:
      "Mail a new verification link to the signed-in account's address (5 an hour per account, 20 per client address); 409 once verified.",
    body: z.strictObject({}),
    response: { status: 200, schema: okResponseSchema },
  },
});
