import { describe, expect, it } from 'vitest';
import { translatorOf } from '../../../shared/i18n/messages.js';
import { ApiError, clientErrorCodes } from '../../lib/api-client';
import { contributorNameToSend, submissionErrorMessage } from './sending-rules';

describe('contributorNameToSend', () => {
  it('sends the trimmed name, or null when blank or anonymous', () => {
    expect(contributorNameToSend('  Ana Silva ', false)).toBe('Ana Silva');
    expect(contributorNameToSend(' \t ', false)).toBeNull();
    expect(contributorNameToSend('Ana', true)).toBeNull();
  });
});

describe('submissionErrorMessage', () => {
  const t = translatorOf('en');

  it('explains an unreachable server as being offline, and that the tips are kept', () => {
    const message = submissionErrorMessage(t, new ApiError(0, clientErrorCodes.network, 'Could not reach'));
    expect(message).toMatch(/offline/i);
    expect(message).toMatch(/saved on this device/i);
  });

  it("passes on the server's message for a rate limit or a server error", () => {
    const wait = 'Too many attempts from your address. Please wait 42 seconds and try again.';
    expect(submissionErrorMessage(t, new ApiError(429, 'RATE_LIMITED', wait))).toMatch(
      /^Too many attempts.*42/,
    );
    expect(submissionErrorMessage(t, new ApiError(503, 'INTERNAL_ERROR', 'Busy.'))).toMatch(/^Busy\. .*kept/);
  });

  it("passes on the server's words for a full trip, which say that the tips are kept", () => {
    const words =
      'This trip has reached its limit of 1,000 tips. Your recommendations are kept on this page.';
    expect(submissionErrorMessage(t, new ApiError(409, 'LIST_FULL', words))).toBe(words);
  });

  it('says when the trip is gone', () => {
    expect(submissionErrorMessage(t, new ApiError(404, 'NOT_FOUND', 'Trip not found'))).toMatch(
      /no longer works/,
    );
  });

  it('uses the message of a validation error as it is', () => {
    expect(submissionErrorMessage(t, new ApiError(400, 'VALIDATION_FAILED', 'Too long.'))).toBe('Too long.');
  });
});
