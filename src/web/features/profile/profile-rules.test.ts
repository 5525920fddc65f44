import { describe, expect, it } from 'vitest';
import { NAME_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../../../shared/contracts/auth-constants.js';
import { ACCOUNT_LIMITS } from '../../../shared/account-limits.js';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError, clientErrorCodes } from '../../lib/api-client';
import {
  canChangePassword,
  changedNames,
  deletionFailureText,
  imageFileProblem,
  NO_PASSWORD_FIELDS,
  passwordProblem,
  PROFILE_IMAGE_ACCEPT,
} from './profile-rules';

const t = translatorOf(SOURCE_LOCALE);

describe('profile image checks', () => {
  it('takes any image up to and including 5 MB', () => {
    expect(imageFileProblem(t, { type: 'image/png', size: 1 })).toBeNull();
    expect(imageFileProblem(t, { type: 'image/heic', size: ACCOUNT_LIMITS.profileImageMaxBytes })).toBeNull();
  });

  it('refuses what is not an image, whatever its size', () => {
    expect(imageFileProblem(t, { type: 'application/pdf', size: 10 })).toEqual({
      title: 'Invalid file type',
      description: 'Please select an image file.',
    });
    expect(imageFileProblem(t, { type: '', size: ACCOUNT_LIMITS.profileImageMaxBytes + 1 })?.title).toBe(
      'Invalid file type',
    );
  });

  it('refuses an image one byte over 5 MB', () => {
    expect(
      imageFileProblem(t, { type: 'image/jpeg', size: ACCOUNT_LIMITS.profileImageMaxBytes + 1 }),
    ).toEqual({
      title: 'File too large',
      description: 'Please select an image smaller than 5MB.',
    });
  });

  it('offers the image types the server accepts in the file picker', () => {
    expect(PROFILE_IMAGE_ACCEPT.split(',')).toContain('image/jpeg');
    expect(PROFILE_IMAGE_ACCEPT.split(',').every((type) => type.startsWith('image/'))).toBe(true);
  });
});

describe('password change checks', () => {
  const long = 'x'.repeat(PASSWORD_MIN_LENGTH);

  it('accepts a new password typed twice alike, of the minimum length', () => {
    expect(passwordProblem(t, { current: 'old', next: long, confirmation: long })).toBeNull();
  });

  it('asks for the same password twice before anything else', () => {
    expect(passwordProblem(t, { current: 'old', next: 'short', confirmation: 'shorter' })).toEqual({
      field: 'confirmation',
      title: "Passwords don't match",
      description: 'Please make sure both passwords are the same.',
    });
  });

  it('names the minimum length from the shared constant', () => {
    const short = 'x'.repeat(PASSWORD_MIN_LENGTH - 1);
    expect(passwordProblem(t, { current: 'old', next: short, confirmation: short })).toEqual({
      field: 'next',
      title: 'Password too short',
      description: `Password must be at least ${PASSWORD_MIN_LENGTH} characters long.`,
    });
  });

  it('offers the button only once all three fields are filled in', () => {
    expect(canChangePassword(NO_PASSWORD_FIELDS)).toBe(false);
    expect(canChangePassword({ current: 'a', next: 'b', confirmation: '' })).toBe(false);
    expect(canChangePassword({ current: 'a', next: 'b', confirmation: 'c' })).toBe(true);
  });
});

describe('name changes', () => {
  const saved = { first_name: 'Ada', last_name: 'Lovelace' };

  it('sends trimmed names when one of them changed', () => {
    expect(changedNames({ first_name: '  Augusta ', last_name: 'Lovelace ' }, saved)).toEqual({
      first_name: 'Augusta',
      last_name: 'Lovelace',
    });
  });

  it('sends nothing when the trimmed names are what is saved', () => {
    expect(changedNames({ first_name: ' Ada', last_name: 'Lovelace  ' }, saved)).toBeNull();
  });

  it('sends nothing while a name is blank or longer than allowed', () => {
    expect(changedNames({ first_name: '   ', last_name: 'King' }, saved)).toBeNull();
    expect(changedNames({ first_name: 'Ada', last_name: '' }, saved)).toBeNull();
    expect(
      changedNames({ first_name: 'A'.repeat(NAME_MAX_LENGTH + 1), last_name: 'King' }, saved),
    ).toBeNull();
    expect(
      changedNames({ first_name: 'A'.repeat(NAME_MAX_LENGTH), last_name: 'King' }, saved),
    ).not.toBeNull();
  });
});

describe('account deletion failures', () => {
  it('shows the server’s reason', () => {
    const error = new ApiError(400, 'VALIDATION_FAILED', 'Your password is not correct.');
    expect(deletionFailureText(t, error)).toBe('Your password is not correct.');
  });

  it('falls back to asking for support when the server gave no reason', () => {
    const error = new ApiError(502, clientErrorCodes.unexpectedResponse, 'The server answered (502).');
    expect(deletionFailureText(t, error)).toBe('Please contact support for assistance.');
    expect(deletionFailureText(t, new ApiError(500, 'INTERNAL', ''))).toBe(
      'Please contact support for assistance.',
    );
    expect(deletionFailureText(t, 'nothing useful')).toBe('Please contact support for assistance.');
  });
});
