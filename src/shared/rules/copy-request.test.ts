import { describe, expect, it } from 'vitest';
import { copyDestination, copyRequestFor } from './copy-request.js';

const token = 'g'.repeat(43);
const tips = [{ id: 't1', content: 'Pastéis de Belém' }];

describe('copyRequestFor', () => {
  it('makes a trip from a shared guidebook, by its link alone', () => {
    const pending = {
      guidebookData: { destination: 'Lisbon', title: 'Best of', recommendations: tips, share_token: token },
      keptAt: '2026-11-22T10:00:00.000Z',
    };
    expect(copyRequestFor(pending)).toEqual({
      into: 'trip',
      body: { from: 'shared-guidebook', share_token: token },
    });
  });

  it("makes a guidebook from a friend's receipt, or else from a favourites link", () => {
    expect(
      copyRequestFor({ tripData: { destination: 'Lisbon', recommendations: tips, receipt: 'r.sig' } }),
    ).toEqual({
      into: 'guidebook',
      body: { from: 'submission', receipt: 'r.sig' },
    });
    expect(copyRequestFor({ tripData: { destination: 'Lisbon', share_token: token } })).toEqual({
      into: 'guidebook',
      body: { from: 'shared-favorites', share_token: token },
    });
    expect(copyRequestFor({ tripData: { receipt: 'r.sig', share_token: token } })?.body).toEqual({
      from: 'submission',
      receipt: 'r.sig',
    });
  });

  it('makes a trip from a favourites link when the visitor saved it as a trip', () => {
    expect(
      copyRequestFor({ tripData: { destination: 'Lisbon', share_token: token, save_as: 'trip' } }),
    ).toEqual({
      into: 'trip',
      body: { from: 'shared-favorites', share_token: token },
    });
    expect(copyDestination({ tripData: { share_token: token, save_as: 'trip' } })).toBe('/dashboard');
  });

  it('prefers the guidebook when both were carried', () => {
    expect(copyRequestFor({ guidebookData: { share_token: token }, tripData: { receipt: 'r' } })?.into).toBe(
      'trip',
    );
  });

  it('never sends the tips themselves', () => {
    const request = copyRequestFor({ tripData: { recommendations: tips, receipt: 'r', extra: 1 } });
    expect(JSON.stringify(request)).not.toContain('Pastéis');
  });

  it('has nothing to copy in an old entry, an empty value or something unreadable', () => {
    for (const pending of [
      null,
      'tripData',
      [],
      {},
      { tripData: { destination: 'Lisbon', recommendations: tips } },
      { tripData: { receipt: '  ', share_token: '' } },
      { guidebookData: { destination: 'Lisbon', share_token: 42 } },
      { tripData: ['receipt'] },
    ]) {
      expect(copyRequestFor(pending)).toBeNull();
    }
  });
});

describe('copyDestination', () => {
  it('names the page the copy appears on, or nothing', () => {
    expect(copyDestination({ guidebookData: { share_token: token } })).toBe('/dashboard');
    expect(copyDestination({ tripData: { receipt: 'r' } })).toBe('/guidebooks');
    expect(copyDestination({ tripData: { destination: 'Lisbon' } })).toBeNull();
  });
});
