import { z } from 'zod';
import { NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './auth-constants.js';
import { LOCALE_TAGS } from '../i18n/locales.js';
import { userResponseSchema } from './auth.js';
import { okResponseSchema } from './common.js';
import { defineContracts } from './contract.js';

const name = (label: string) =>
  z
    .string({ error: `${label} is required.` })
    .trim()
    .min(1, `${label} is required.`)
    .max(NAME_MAX_LENGTH, `${label} can be at most ${NAME_MAX_LENGTH} characters long.`);

export const updateProfileBodySchema = z.strictObject({
  first_name: name('First name'),
  last_name: name('Last name'),
});
export type UpdateProfileBody = z.input<typeof updateProfileBodySchema>;

/** null: no language of the account's own; each browser's decides. */
export const setLanguageBodySchema = z.strictObject({
  language: z
    .enum(LOCALE_TAGS, { error: `The language must be one of ${LOCALE_TAGS.join(', ')}, or null.` })
    .nullable(),
});
export type SetLanguageBody = z.input<typeof setLanguageBodySchema>;

export const changePasswordBodySchema = z.strictObject({
  // Only as long as any password we accept: a longer one cannot be right, and hashing it costs.
  current_password: z
    .string({ error: 'Your current password is required.' })
    .min(1, 'Your current password is required.')
    .max(PASSWORD_MAX_LENGTH, 'Your current password is not correct.'),
  new_password: z
    .string({ error: 'A new password is required.' })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`)
    .max(PASSWORD_MAX_LENGTH, `Password can be at most ${PASSWORD_MAX_LENGTH} characters long.`),
});
export type ChangePasswordBody = z.input<typeof changePasswordBodySchema>;

export const deleteAccountBodySchema = z.strictObject({
  password: z
    .string({ error: 'Your password is required.' })
    .min(1, 'Your password is required.')
    .max(PASSWORD_MAX_LENGTH, 'Your password is not correct.'),
});
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;

const tag = 'Profile';

export const profileContracts = defineContracts({
  updateProfile: {
    method: 'PATCH',
    path: '/api/profile',
    access: 'owner',
    tag,
    summary: "Change the signed-in user's first and last name; answers the user as the session shows it.",
    body: updateProfileBodySchema,
    response: { status: 200, schema: userResponseSchema },
  },
  setLanguage: {
    method: 'PUT',
    path: '/api/profile/language',
    access: 'owner',
    tag,
    summary:
      "Set the language Tiplist speaks to this account on every device, and in its mails (null: each browser's own); answers the user as the session shows it.",
    body: setLanguageBodySchema,
    response: { status: 200, schema: userResponseSchema },
  },
  changePassword: {
    method: 'POST',
    path: '/api/profile/password',
    access: 'owner',
    tag,
    summary:
      "Change the password with the current one. This session stays signed in (its cookie is renewed); the account's other sessions end at once.",
    body: changePasswordBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
  deleteAccount: {
    method: 'POST',
    path: '/api/profile/deletion',
    access: 'owner',
    tag,
    summary:
      'Delete the account with its password: profile, trips and their tips, guidebooks, share links, images and settings, in one transaction. Every session ends and the cookie is cleared.',
    body: deleteAccountBodySchema,
    response: { status: 200, schema: okResponseSchema },
  },
});
