import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/contracts/auth-constants.js';
import { ACCOUNT_LIMITS, PROFILE_IMAGE_TYPES } from '../../../shared/account-limits.js';
import { ApiError, clientErrorCodes } from '../../lib/api-client';

/** A problem found before anything is sent: the toast's title and the sentence under it. */
export type Problem = { title: string; description: string };

/** The largest profile image, in the megabytes people are told about. */
export const PROFILE_IMAGE_MAX_MB = ACCOUNT_LIMITS.profileImageMaxBytes / (1024 * 1024);

/** What the file picker offers; anything else that claims to be an image is left to the server to judge. */
export const PROFILE_IMAGE_ACCEPT = PROFILE_IMAGE_TYPES.join(',');

/** An image, and at most 5 MB (ACCOUNT_LIMITS). */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): Problem | null {
  if (!file.type.startsWith('image/')) {
    return { title: 'Invalid file type', description: 'Please select an image file.' };
  }
  if (file.size > ACCOUNT_LIMITS.profileImageMaxBytes) {
    return {
      title: 'File too large',
      description: `Please select an image smaller than ${PROFILE_IMAGE_MAX_MB}MB.`,
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
export function passwordProblem({ next, confirmation }: PasswordFields): PasswordProblem | null {
  if (next !== confirmation) {
    return {
      field: 'confirmation',
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same.',
    };
  }
  if (next.length < PASSWORD_MIN_LENGTH) {
    return {
      field: 'next',
      title: 'Password too short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
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

const DELETION_FALLBACK = 'Please contact support for assistance.';

/** The server's reason when it gave one; an answer without our error shape gets the page's fallback. */
export function deletionFailureText(error: unknown): string {
  if (!(error instanceof ApiError) || error.code === clientErrorCodes.unexpectedResponse) {
    return DELETION_FALLBACK;
  }
  return error.message || DELETION_FALLBACK;
}
