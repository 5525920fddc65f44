import { describe, expect, it } from 'vitest';
import { loadMessages, translatorOf } from '../../../shared/i18n/messages.js';
import { refusalText } from './components/change-label';
import { outcomeOf, type RefusedChange } from './queue-rules';

const change: RefusedChange['change'] = {
  id: 'c1',
  userId: 'u1',
  tripId: 't1',
  kind: 'flags',
  tipIds: ['tip1'],
  flags: { is_favorite: true },
  label: '',
};

/** A change sent from the queue that a companion's role no longer allows, as the server refuses it. */
const refused = (status: number, code: string, message: string): RefusedChange => ({
  change,
  status,
  code,
  message,
});

describe('a queued change refused because of the sender’s role', () => {
  it('is kept to be told, never tried again', () => {
    // VIEW_ONLY and OWNER_ONLY are 403s; a companion removed meanwhile gets the trip's 404.
    expect([403, 404].map(outcomeOf)).toEqual(['refused', 'refused']);
  });

  it('is told with its reason in the page’s language', async () => {
    await loadMessages('fr', ['public']);
    const fr = translatorOf('fr');
    const en = translatorOf('en');
    const viewOnly = refused(403, 'VIEW_ONLY', 'You can view this list but not change it.');
    expect(refusalText(en, viewOnly)).toBe('You can view this list but not change it.');
    expect(refusalText(fr, viewOnly)).toBe(fr('errors.VIEW_ONLY'));
    expect(refusalText(fr, refused(403, 'OWNER_ONLY', 'Only the owner.'))).toBe(fr('errors.OWNER_ONLY'));
    expect(refusalText(fr, refused(404, 'NOT_FOUND', 'Trip not found'))).toBe(fr('errors.NOT_FOUND'));
    expect(fr('errors.VIEW_ONLY')).not.toBe('errors.VIEW_ONLY');
  });
});
