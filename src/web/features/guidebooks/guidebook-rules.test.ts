import { describe, expect, it } from 'vitest';
import type { GuidebookTip } from '../../../shared/contracts/guidebook-tips.js';
import { translatorOf } from '../../../shared/i18n/messages.js';
import {
  ADD_CATEGORY_TIPS_KEYS,
  asCardTip,
  canSubmitGuidebook,
  CATEGORY_EMPTY_KEYS,
  guidebookTipCountLabel,
  guidebookBodyOf,
  lastUpdatedLabel,
  matchesGuidebook,
  tipsAddedToast,
  shareUrlWithDestination,
} from './guidebook-rules';

const t = translatorOf('en');

describe('guidebook card texts', () => {
  it('counts entries in the singular only for one', () => {
    expect(guidebookTipCountLabel(t, 0)).toBe('0 entries');
    expect(guidebookTipCountLabel(t, 1)).toBe('1 entry');
    expect(guidebookTipCountLabel(t, 12)).toBe('12 entries');
  });

  it('filters on title, destination and description, ignoring case', () => {
    const guidebook = { title: 'Coffee crawl', destination: 'Tokyo, Japan', description: null };
    expect(matchesGuidebook(guidebook, 'CRAWL')).toBe(true);
    expect(matchesGuidebook(guidebook, 'japan')).toBe(true);
    expect(matchesGuidebook({ ...guidebook, description: 'Hidden kissaten' }, 'kissa')).toBe(true);
    expect(matchesGuidebook(guidebook, 'paris')).toBe(false);
  });
});

describe('last updated', () => {
  it('formats updated_at as MMM d, yyyy', () => {
    const guidebook = { created_at: '2025-01-02T10:00:00.000Z', updated_at: '2026-03-04T12:00:00.000Z' };
    expect(lastUpdatedLabel(t, guidebook, 'UTC')).toBe('Last updated Mar 4, 2026');
  });

  it('falls back to created_at without an update time', () => {
    expect(lastUpdatedLabel(t, { created_at: '2025-12-25T08:00:00.000Z', updated_at: '' }, 'UTC')).toBe(
      'Last updated Dec 25, 2025',
    );
    expect(lastUpdatedLabel(t, { created_at: '2025-07-09T08:00:00.000Z' }, 'UTC')).toBe(
      'Last updated Jul 9, 2025',
    );
  });

  it('shows the day where the reader is', () => {
    const late = { created_at: '2026-01-31T23:30:00.000Z' };
    expect(lastUpdatedLabel(t, late, 'Asia/Tokyo')).toBe('Last updated Feb 1, 2026');
  });
});

describe('recommendations added toast', () => {
  it('says how many, in the singular only for one', () => {
    expect(tipsAddedToast(t, 1)).toEqual({
      title: 'Recommendations added!',
      description: 'Added 1 recommendation to your guidebook.',
    });
    expect(tipsAddedToast(t, 3).description).toBe('Added 3 recommendations to your guidebook.');
  });
});

describe('share URL with the destination', () => {
  it('adds the destination, encoded', () => {
    expect(shareUrlWithDestination('https://tips.example/shared-guidebook/abc', 'Tokyo, Japan')).toBe(
      'https://tips.example/shared-guidebook/abc?destination=Tokyo%2C%20Japan',
    );
  });

  it('keeps an existing query and a fragment', () => {
    expect(shareUrlWithDestination('http://h/shared-guidebook/a?x=1#top', ' Rome & Co ')).toBe(
      'http://h/shared-guidebook/a?x=1&destination=Rome%20%26%20Co#top',
    );
  });
});

describe('guidebook body', () => {
  it('trims, and stores an empty description as null', () => {
    expect(guidebookBodyOf({ title: ' Eats ', destination: ' Paris ', description: '  ' })).toEqual({
      title: 'Eats',
      destination: 'Paris',
      description: null,
    });
    expect(guidebookBodyOf({ title: 'Eats', destination: 'Paris', description: ' Good ' })?.description).toBe(
      'Good',
    );
  });

  it('offers the button once both fields hold something, spaces included', () => {
    expect(canSubmitGuidebook({ title: '', destination: 'Paris', description: '' })).toBe(false);
    expect(canSubmitGuidebook({ title: 'Eats', destination: '', description: '' })).toBe(false);
    expect(canSubmitGuidebook({ title: ' ', destination: 'Paris', description: '' })).toBe(true);
  });

  it('needs both a title and a destination', () => {
    expect(guidebookBodyOf({ title: '  ', destination: 'Paris', description: '' })).toBeNull();
    expect(guidebookBodyOf({ title: 'Eats', destination: '', description: 'x' })).toBeNull();
  });
});

describe('guidebook tips on the tip card', () => {
  it('have no contributor and are never done', () => {
    const place = { place_id: null, place_name: null, place_address: null, latitude: null, longitude: null };
    const times = { created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-02T00:00:00.000Z' };
    const tip: GuidebookTip = {
      ...{ id: 't1', guidebook_id: 'g1', category: 'eat', content: 'Ramen at Fuunji', order_index: 0 },
      ...{ ...place, ...times, is_favorite: true, place_type: 'text' },
    };
    expect(asCardTip(tip)).toMatchObject({
      id: 't1',
      content: 'Ramen at Fuunji',
      is_favorite: true,
      contributor_name: null,
      is_completed: false,
    });
    expect(asCardTip(tip)).not.toHaveProperty('guidebook_id');
  });

  it('name every category when it is empty', () => {
    expect(t(CATEGORY_EMPTY_KEYS.eat)).toBe('No restaurants yet');
    expect(t(CATEGORY_EMPTY_KEYS['get-around'])).toBe('No transportation yet');
    expect(t(ADD_CATEGORY_TIPS_KEYS['get-around'])).toBe('Add Get Around Tips');
  });
});
