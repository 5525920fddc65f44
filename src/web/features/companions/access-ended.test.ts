import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import { accessLost, clearAccessEnded, isAccessEnded, markAccessEnded, markLeaving } from './access-ended';

const notFound = new ApiError(404, 'NOT_FOUND', 'Trip not found');
const shared = { access: { role: 'editor' as const, shared_by: 'Ana' } };

describe('a companion losing a list while its page is open', () => {
  it('is told when a list shared with them now answers 404', () => {
    expect(accessLost(shared, notFound)).toBe(true);
    expect(accessLost({ access: { role: 'viewer', shared_by: 'Ana' } }, notFound)).toBe(true);
  });

  it('is not told for their own list, a list never shown, or another failure', () => {
    expect(accessLost({ access: { role: 'owner', shared_by: null } }, notFound)).toBe(false);
    expect(accessLost(undefined, notFound)).toBe(false);
    expect(accessLost({}, notFound)).toBe(false);
    expect(accessLost(shared, new ApiError(0, 'NETWORK_ERROR', 'Offline'))).toBe(false);
    expect(accessLost(shared, new ApiError(500, 'INTERNAL_ERROR', 'Oops'))).toBe(false);
    expect(accessLost(shared, null)).toBe(false);
  });

  it('remembers an ended list until the companion joins it again, and not one they are leaving', () => {
    markAccessEnded('trip', 't1');
    expect(isAccessEnded('trip', 't1')).toBe(true);
    expect(isAccessEnded('guidebook', 't1')).toBe(false);
    clearAccessEnded('trip', 't1');
    expect(isAccessEnded('trip', 't1')).toBe(false);

    markLeaving('guidebook', 'g1', true);
    markAccessEnded('guidebook', 'g1');
    expect(isAccessEnded('guidebook', 'g1')).toBe(false);
    // Leaving failed: the list is theirs still, and its end, if it comes, is news again.
    markLeaving('guidebook', 'g1', false);
    markAccessEnded('guidebook', 'g1');
    expect(isAccessEnded('guidebook', 'g1')).toBe(true);
    clearAccessEnded('guidebook', 'g1');
  });
});
