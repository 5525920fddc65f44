import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError } from '../../lib/api-client';
import { sharedFavoritesFailure, sharedGuidebookFailure } from './shared-link-failures';

const t = translatorOf('en');
const title = 'Error loading shared guidebook';

describe('sharedGuidebookFailure', () => {
  it('tells an unknown or malformed link from an expired one, both leading nowhere', () => {
    expect(sharedGuidebookFailure(t, new ApiError(404, 'NOT_FOUND', 'Shared guidebook not found'))).toEqual({
      notFound: true,
      title,
      description: 'Shared guidebook not found',
    });
    expect(sharedGuidebookFailure(t, new ApiError(400, 'VALIDATION_FAILED', 'Bad token'))).toMatchObject({
      notFound: true,
      description: 'Shared guidebook not found',
    });
    expect(sharedGuidebookFailure(t, new ApiError(410, 'GONE', 'Expired'))).toEqual({
      notFound: true,
      title,
      description: 'This shared guidebook link has expired',
    });
  });

  it('offers another try when the connection or the server failed', () => {
    for (const error of [
      new ApiError(0, 'NETWORK_ERROR', 'offline'),
      new ApiError(503, 'UNAVAILABLE', 'down'),
      new ApiError(429, 'RATE_LIMITED', 'slow down'),
      new Error('boom'),
    ]) {
      expect(sharedGuidebookFailure(t, error)).toEqual({
        notFound: false,
        title,
        description: 'Failed to load shared guidebook',
      });
    }
  });
});

describe('sharedFavoritesFailure', () => {
  it('reads a malformed, unknown or expired link as "Shared list not found"', () => {
    for (const status of [400, 404]) {
      expect(sharedFavoritesFailure(t, new ApiError(status, 'X', 'x'))).toEqual({
        notFound: true,
        title: 'Shared list not found',
        description: 'This link may be invalid or expired.',
      });
    }
  });

  it("offers another try otherwise, with the failure's own words", () => {
    expect(
      sharedFavoritesFailure(t, new ApiError(0, 'NETWORK_ERROR', 'Could not reach the server.')),
    ).toEqual({
      notFound: false,
      title: 'Error loading recommendations',
      description: 'Could not reach the server.',
    });
  });
});
