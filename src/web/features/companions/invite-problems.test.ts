import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { inviteProblemOf, listedByName, ownListPlace } from './invite-problems';

const refusal = (status: number, code: string) => new ApiError(status, code, '');

describe('why an invite opens nothing', () => {
  it('names each refusal the server gives an invite', () => {
    expect(inviteProblemOf(refusal(404, 'INVALID_TOKEN'))).toBe('notFound');
    expect(inviteProblemOf(refusal(400, 'VALIDATION_FAILED'))).toBe('notFound');
    expect(inviteProblemOf(refusal(410, 'EXPIRED'))).toBe('expired');
    expect(inviteProblemOf(refusal(410, 'INVITE_USED'))).toBe('used');
    expect(inviteProblemOf(refusal(403, 'INVITE_FOR_ANOTHER_ADDRESS'))).toBe('otherAddress');
    expect(inviteProblemOf(refusal(409, 'OWN_LIST'))).toBe('ownList');
  });

  it('leaves any other failure to be tried again', () => {
    expect(inviteProblemOf(refusal(0, 'NETWORK_ERROR'))).toBe('failed');
    expect(inviteProblemOf(refusal(503, 'SERVICE_UNAVAILABLE'))).toBe('failed');
    expect(inviteProblemOf(refusal(429, 'RATE_LIMITED'))).toBe('failed');
    expect(inviteProblemOf(new Error('boom'))).toBe('failed');
  });
});

describe('the owner’s own list, found from its invite', () => {
  const trips = [
    { id: 't1', destination: 'Lisbon', role: 'owner' },
    { id: 't2', destination: 'Porto', role: 'owner' },
    { id: 't3', destination: 'Porto', role: 'owner' },
    { id: 't4', destination: 'Rome', role: 'editor' },
  ];

  it('is the one list of theirs of that name', () => {
    expect(ownListPlace(listedByName('trip', trips), 'Lisbon')).toEqual({ listId: 't1' });
    expect(
      ownListPlace(
        listedByName('guidebook', [{ id: 'g1', title: 'Rome in a weekend', role: 'owner' }]),
        'Rome in a weekend',
      ),
    ).toEqual({ listId: 'g1' });
  });

  it('is their overview when the name is ambiguous, someone else’s, or the lists are not read yet', () => {
    expect(ownListPlace(listedByName('trip', trips), 'Porto')).toEqual({ overview: true });
    expect(ownListPlace(listedByName('trip', trips), 'Rome')).toEqual({ overview: true });
    expect(ownListPlace(listedByName('trip', undefined), 'Lisbon')).toEqual({ overview: true });
  });
});
