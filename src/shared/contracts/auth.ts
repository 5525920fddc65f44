import { z } from 'zod';
import { LOCALE_TAGS } from '../i18n/locales.js';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from './auth-constants.js';
import { defineContracts } from './contract.js';
import { okResponseSchema } from './common.js';

export * from './auth-constants.js';

/**
 * Better Auth writes these to the database itself and answers PostgreSQL's refusal of a NUL byte
 * with a 500 (or a 422 of its own), so they are refused here, alike on both databases.
 */
const storable = (text: string) => !text.includes('\u0000');

const requiredText = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(NAME_MAX_LENGTH, `${label} must be at most ${NAME_MAX_LENGTH} characters.`)
    .refine(storable, `${label} contains a character that cannot be stored.`);

export const emailAddressSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .min(1, 'Email is required.')
  .max(EMAIL_MAX_LENGTH, 'Email is too long.')
  .pipe(z.email('Enter a valid email address.'));

const newPassword = z
  .string({ error: 'Password is required.' })
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const signUpBodySchema = z.strictObject({
  first_name: requiredText('First name'),
  last_name: requiredText('Last name'),
  email: emailAddressSchema,
  password: newPassword,
});
export type SignUpBody = z.infer<typeof signUpBodySchema>;

export const signInBodySchema = z.strictObject({
  email: emailAddressSchema,
  password: z
    .string({ error: 'Password is required.' })
    .min(1, 'Password is required.')
    .max(PASSWORD_MAX_LENGTH),
});
export type SignInBody = z.infer<typeof signInBodySchema>;

export const passwordResetRequestBodySchema = z.strictObject({ email: emailAddressSchema });
export type PasswordResetRequestBody = z.infer<typeof passwordResetRequestBodySchema>;

export const passwordResetBodySchema = z.strictObject({
  token: z
    .string()
    .min(1, 'The reset link is missing its token.')
    .max(512)
    .refine(storable, 'This reset link is not valid. Please request a new one.'),
  newPassword,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The signed-in user as the browser sees it: never more than this. */
export const sessionUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  profile_image_url: z.string().nullable(),
  role: z.enum(['user', 'admin']),
  /** The language chosen in the profile; null: each browser's decides (decision 068). */
  language: z.enum(LOCALE_TAGS).nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;

export const sessionResponseSchema = z.object({ user: sessionUserSchema.nullable() });
export type SessionResponse = z.infer<typeof sessionResponseSchema>;

export const userResponseSchema = z.object({ user: sessionUserSchema });

const tag = 'Accounts';

export const authContracts = defineContracts({
  session: {
    method: 'GET',
    path: '/api/auth/session',
    access: 'public',
    tag,
    summary: 'The signed-in user, or null; refreshes the session cookie once a day.',
    response: { status: 200, schema: sessionResponseSchema },
  },
  signUp: {
    method: 'POST',
    path: '/api/auth/sign-up/email',
    access: 'public',
    tag,
    summary: 'Create an account and sign in.',
    body: signUpBodySchema,
    response: { status: 200, schema: userResponseSchema },
  },
  signIn: {
    method: 'POST',
    path: '/api/auth/sign-in/email',
    access: 'public',
    tag,
    summary: 'Sign in with e-mail and password.',
    body: signInBodySchema,
    response: { status: 200, schema: userResponseSchema },
  },
  signOut: {
    method: 'POST',
    path: '/api/auth/sign-out',
    access: 'public',
    tag,
    summary: 'End this session, on every instance at once.',
    body: z.strictObject({}),
    response: { status: 200, schema: okResponseSchema },
  },
  requestPasswordReset: {
    method: 'POST',
    path: '/api/auth/request-password-reset',
    access: 'public',
    tag,
    summary: 'Mail a password-reset link (the same answer whether or not the e-mail has an account).',
    body: passwordResetRequestBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
  resetPassword: {
    method: 'POST',
    path: '/api/auth/reset-password',
    access: 'public',
    tag,
    summary: 'Set a new password with a mailed token; ends every session of the account.',
    body: passwordResetBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
});
