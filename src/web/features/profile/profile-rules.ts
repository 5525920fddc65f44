import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/contracts/auth-constants.js';
import { ACCOUNT_LIMITS, PROFILE_IMAGE_TYPES } from '../../../shared/account-limits.js';
import { ApiError, clientErrorCodes } from '../../lib/api-client';
import { errorText } from '../../lib/error-text';
import type { Translate } from '../../lib/i18n';

/** A problem found before anything is sent: the toast's title and the sentence under it. */
export type Problem = { title: string; description: string };

/** The largest profile image, in the megabytes people are told about. */
export const PROFILE_IMAGE_MAX_MB = ACCOUNT_LIMITS.profileImageMaxBytes / (1024 * 1024);

/** What the file picker offers; anything else that claims to be an image is left to the server to judge. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');

/** An image, and at most 5 MB (ACCOUNT_LIMITS). */
export function imageFileProblem(t: Translate, file: Pick<File, 'type' | 'size'>): Problem | null {
  if (!file.type.startsWith('image/')) {
    return { title: t('profile.photo.wrongType'), description: t('profile.photo.wrongTypeText') };
  }
  if (file.size > ACCOUNT_LIMITS.profileImageMaxBytes) {
    return {
      title: t('profile.photo.tooLarge'),
      description: t('profile.photo.tooLargeText', { max: PROFILE_IMAGE_MAX_MB }),
    };
  }
  return null;
}

export type PasswordFields = { current: string; next: string; confirmation: string };

/** The problem, and the field to correct (it gets the focus). */
export type PasswordProblem = Problem & { field: 'next' | 'confirmation' };

export const NO_PASSWORD_FIELDS: PasswordFields = { current: '', next: '', confirmation: '' };

/**
 * The password's minimum length is the server's (not the 6 the original product asked for): a shorter
 * password would only come back refused.
 */
export function passwordProblem(
  t: Translate,
  { next, confirmation }: PasswordFields,
): PasswordProblem | null {
  if (next !== confirmation) {
    return {
      field: 'confirmation',
      title: t('profile.password.mismatch'),
      description: t('profile.password.mismatchText'),
    };
  }
  if (next.length < PASSWORD_MIN_LENGTH) {
    return {
      field: 'next',
      title: t('profile.password.tooShort'),
      description: t('profile.password.tooShortText', { min: PASSWORD_MIN_LENGTH }),
    };
  }
  return null;
}

/** Every field filled in: the button that sends them is offered only then. */
export function canChangePassword({ current, next, confirmation }: PasswordFields): boolean {
  return current !== '' && next !== '' && confirmation !== '';
}

export type NameFields = { first_name: string; last_name: string };

/** The names to send, trimmed; null while one is blank, too long, or nothing differs from what is saved. */
export function changedNames(fields: NameFields, saved: NameFields): NameFields | null {
  const first_name = fields.first_name.trim();
  const last_name = fields.last_name.trim();
  if (!first_name || !last_name) return null;
  if (first_name.length > NAME_MAX_LENGTH || last_name.length > NAME_MAX_LENGTH) return null;
  if (first_name === saved.first_name && last_name === saved.last_name) return null;
  return { first_name, last_name };
}

/** The server's reason when it gave one; an answer without our error shape gets the page's fallback. */
export function deletionFailureText(t: Translate, error: unknown): string {
  const withoutReason =
    !(error instanceof ApiError) || error.code === clientErrorCodes.unexpectedResponse || !error.message;
  return withoutReason ? t('profile.delete.contactSupport') : errorText(t, error);
}
