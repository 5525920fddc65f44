import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { copyFailedToast, copySucceededToast, shouldTryAgainLater } from './copy-outcome';

const trip = { into: 'trip', destination: 'Lisbon', recommendationCount: 3 } as const;
const guidebook = { into: 'guidebook', destination: 'Lisbon' } as const;

describe('copySucceededToast', () => {
  it("is the new account's welcome after a sign-up", () => {
    expect(copySucceededToast(trip, true)).toEqual({
      title: 'Account created',
      description: 'Welcome to Tiplist! A trip to Lisbon has been made from the guidebook.',
    });
    expect(copySucceededToast(guidebook, true)).toEqual({
      title: 'Account created',
      description: 'Welcome to Tiplist! Your Lisbon guidebook has been made with your recommendations.',
    });
  });

  it('says what a signed-in save created', () => {
    expect(copySucceededToast(trip, false)).toEqual({
      title: 'Trip created!',
      description: 'A trip to Lisbon has been created with 3 recommendations.',
    });
    expect(copySucceededToast({ ...trip, recommendationCount: 1 }, false).description).toBe(
      'A trip to Lisbon has been created with 1 recommendation.',
    );
    expect(copySucceededToast(guidebook, false)).toEqual({
      title: 'Guidebook created!',
      description: 'Your Lisbon guidebook has been added to your collection.',
    });
  });
});

describe('copyFailedToast', () => {
  it("gives the server's reason when it gave one", () => {
    const expired = new ApiError(410, 'EXPIRED', 'This shared guidebook link has expired');
    expect(copyFailedToast('trip', expired)).toEqual({
      title: 'Error creating trip',
      description: 'This shared guidebook link has expired',
    });
    expect(
      copyFailedToast('guidebook', new ApiError(400, 'INVALID_TOKEN', 'This receipt is not valid.')),
    ).toEqual({
      title: 'Error creating guidebook',
      description: 'This receipt is not valid.',
    });
  });

  it("falls back to the specification's sentence otherwise", () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
    expect(copyFailedToast('trip', offline)).toEqual({
      title: 'Error creating trip',
      description: 'Could not create the trip from the guidebook.',
    });
    expect(copyFailedToast('guidebook', new ApiError(500, 'INTERNAL', 'Something broke.'))).toEqual({
      title: 'Error creating guidebook',
      description: 'Could not save the recommendations to your account.',
    });
    expect(copyFailedToast('guidebook', new TypeError('x')).description).toBe(
      'Could not save the recommendations to your account.',
    );
  });
});

describe('shouldTryAgainLater', () => {
  it('keeps the entry when the server could not be reached, was busy or failed, or the session lapsed', () => {
    for (const status of [0, 401, 408, 429, 500, 503]) {
      expect(shouldTryAgainLater(new ApiError(status, 'X', 'x')), String(status)).toBe(true);
    }
    expect(shouldTryAgainLater(new TypeError('x'))).toBe(true);
  });

  it('drops it when the server refused what it was asked to copy', () => {
    for (const status of [400, 403, 404, 409, 410, 413]) {
      expect(shouldTryAgainLater(new ApiError(status, 'X', 'x')), String(status)).toBe(false);
    }
  });
});
