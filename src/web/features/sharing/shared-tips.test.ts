import { describe, expect, it } from 'vitest';
import { SHARED_FAVORITES_CATEGORIES } from '../../../shared/categories.js';
import type { PublicTip } from '../../../shared/contracts/public.js';
import type { PublicGuidebookTip } from '../../../shared/contracts/shared-guidebooks.js';
import { asCardTip, countsByCategory, firstCategoryWithTips, isMappable, tipsIn } from './shared-tips';

function tip(overrides: Partial<PublicTip>): PublicTip {
  return {
    id: 'tip',
    category: 'eat',
    content: 'Ramen',
    contributor_name: null,
    is_completed: false,
    is_favorite: true,
    order_index: 0,
    place_id: null,
    place_name: null,
    place_address: null,
    latitude: null,
    longitude: null,
    place_type: 'text',
    ...overrides,
  };
}

function guidebookTip(overrides: Partial<PublicGuidebookTip>): PublicGuidebookTip {
  const { contributor_name: _name, is_completed: _done, ...rest } = tip({});
  return { ...rest, ...overrides };
}

describe('isMappable', () => {
  it('needs numeric coordinates and a place name', () => {
    expect(isMappable(tip({ latitude: 38.7, longitude: -9.1, place_name: 'Belém' }))).toBe(true);
    expect(isMappable(tip({ latitude: 0, longitude: 0, place_name: 'Null Island' }))).toBe(true);
    expect(isMappable(tip({ latitude: 38.7, longitude: -9.1, place_name: '  ' }))).toBe(false);
    expect(isMappable(tip({ latitude: null, longitude: -9.1, place_name: 'Belém' }))).toBe(false);
    expect(isMappable(tip({ latitude: Number.NaN, longitude: 1, place_name: 'Belém' }))).toBe(false);
  });
});

describe('countsByCategory and tipsIn', () => {
  const tips = [tip({ id: 'a' }), tip({ id: 'b', category: 'do' }), tip({ id: 'c' })];

  it('counts every category, zero included, and all tips under "all"', () => {
    const counts = countsByCategory(tips);
    expect(counts).toMatchObject({ all: 3, eat: 2, do: 1, parks: 0 });
    expect(Object.keys(counts)).toHaveLength(9);
  });

  it('keeps the given order inside a category', () => {
    expect(tipsIn(tips, 'eat').map((item) => item.id)).toEqual(['a', 'c']);
    expect(tipsIn(tips, 'all').map((item) => item.id)).toEqual(['a', 'b', 'c']);
    expect(tipsIn(tips, 'museums')).toEqual([]);
  });
});

describe('firstCategoryWithTips', () => {
  it('follows the page order (Eat first) and finds nothing in an empty list', () => {
    const tips = [guidebookTip({ category: 'parks' }), guidebookTip({ category: 'do' })];
    expect(firstCategoryWithTips(tips, SHARED_FAVORITES_CATEGORIES)).toBe('do');
    expect(firstCategoryWithTips([...tips, guidebookTip({})], SHARED_FAVORITES_CATEGORIES)).toBe('eat');
    expect(firstCategoryWithTips([], SHARED_FAVORITES_CATEGORIES)).toBeUndefined();
  });
});

describe('asCardTip', () => {
  it("shows a guidebook tip as the owner's own, never ticked off", () => {
    const card = asCardTip(guidebookTip({ id: 'g1', content: 'Tasca' }));
    expect(card).toMatchObject({ id: 'g1', content: 'Tasca', contributor_name: null, is_completed: false });
    expect(card).toMatchObject({ trip_id: '', created_at: '' });
  });

  it("keeps a friend's name on a shared favourite", () => {
    expect(asCardTip(tip({ contributor_name: 'Ana', is_completed: true }))).toMatchObject({
      contributor_name: 'Ana',
      is_completed: true,
    });
  });
});
