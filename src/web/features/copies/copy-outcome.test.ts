import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError } from '../../lib/api-client';
import { copyFailedToast, copySucceededToast, shouldTryAgainLater } from './copy-outcome';

const t = translatorOf('en');

const trip = {
  into: 'trip',
  from: 'shared-guidebook',
  destination: 'Lisbon',
  tipCount: 3,
} as const;
const guidebookToken = { from: 'shared-guidebook', share_token: 'g' } as const;
const favoritesToken = { from: 'shared-favorites', share_token: 'f' } as const;
const tripRequest = { into: 'trip', body: guidebookToken } as const;
const guidebookRequest = { into: 'guidebook', body: favoritesToken } as const;
const guidebook = { into: 'guidebook', destination: 'Lisbon' } as const;

describe('copySucceededToast', () => {
  it("is the new account's welcome after a sign-up", () => {
    expect(copySucceededToast(t, trip, true)).toEqual({
      title: 'Account created',
      description: 'Welcome to Tiplist! A trip to Lisbon has been made from the guidebook.',
    });
    expect(copySucceededToast(t, guidebook, true)).toEqual({
      title: 'Account created',
      description: 'Welcome to Tiplist! Your Lisbon guidebook has been made with your recommendations.',
    });
  });

  it('says what a signed-in save created', () => {
    expect(copySucceededToast(t, trip, false)).toEqual({
      title: 'Trip created!',
      description: 'A trip to Lisbon has been created with 3 recommendations.',
    });
    expect(copySucceededToast(t, { ...trip, tipCount: 1 }, false).description).toBe(
      'A trip to Lisbon has been created with 1 recommendation.',
    );
    expect(copySucceededToast(t, guidebook, false)).toEqual({
      title: 'Guidebook created!',
      description: 'Your Lisbon guidebook has been added to your collection.',
    });
  });
});

describe('a trip saved from shared favourites', () => {
  it('is a copy of the trip, added to the dashboard', () => {
    const copied = { ...trip, from: 'shared-favorites' } as const;
    expect(copySucceededToast(t, copied, false)).toEqual({
      title: 'Trip copied!',
      description: 'A copy of the trip to Lisbon has been added to your dashboard.',
    });
  });

  it('failed says the specification’s words, whatever the reason', () => {
    const request = { into: 'trip', body: favoritesToken } as const;
    for (const error of [
      new ApiError(404, 'NOT_FOUND', 'Shared list not found'),
      new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.'),
    ]) {
      expect(copyFailedToast(t, request, error)).toEqual({
        title: 'Error copying trip',
        description: 'Could not copy the trip to your account.',
      });
    }
  });
});

describe('copyFailedToast', () => {
  it("gives the server's reason when it gave one", () => {
    const expired = new ApiError(410, 'EXPIRED', 'This shared guidebook link has expired');
    expect(copyFailedToast(t, tripRequest, expired)).toEqual({
      title: 'Error creating trip',
      description: 'This shared guidebook link has expired',
    });
    expect(
      copyFailedToast(t, guidebookRequest, new ApiError(400, 'INVALID_TOKEN', 'This receipt is not valid.')),
    ).toEqual({
      title: 'Error creating guidebook',
      description: 'This receipt is not valid.',
    });
  });

  it("falls back to the specification's sentence otherwise", () => {
    const offline = new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.');
    expect(copyFailedToast(t, tripRequest, offline)).toEqual({
      title: 'Error creating trip',
      description: 'Could not create the trip from the guidebook.',
    });
    expect(copyFailedToast(t, guidebookRequest, new ApiError(500, 'INTERNAL', 'Something broke.'))).toEqual({
      title: 'Error creating guidebook',
      description: 'Could not save the recommendations to your account.',
    });
    expect(copyFailedToast(t, guidebookRequest, new TypeError('x')).description).toBe(
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
