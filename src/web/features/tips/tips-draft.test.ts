import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/categories.js';
import { LIMITS } from '../../../shared/limits.js';
import {
  canAddDraftTip,
  categoriesWithContent,
  draftHasContent,
  draftToTips,
  emptyDraft,
  newDraftTip,
  type TipsDraft,
} from './tips-draft';

function entry(content: string, place: TipsDraft['do'][number]['place'] = null) {
  return { ...newDraftTip(), content, place };
}

describe('emptyDraft', () => {
  it('starts every category with one empty entry', () => {
    const draft = emptyDraft();
    expect(Object.keys(draft)).toEqual([...CATEGORIES]);
    for (const category of CATEGORIES) {
      expect(draft[category]).toHaveLength(1);
      expect(draft[category][0]).toMatchObject({ content: '', place: null });
    }
  });

  it('gives every entry its own key', () => {
    const keys = [...CATEGORIES.flatMap((category) => emptyDraft()[category]), ...emptyDraft().do].map(
      (item) => item.key,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('draftToTips', () => {
  it('sends trimmed non-blank entries in category order, then entry order', () => {
    const draft = emptyDraft();
    draft.parks = [entry('  Hyde Park  ')];
    draft.eat = [entry('Ramen'), entry('   '), entry('\nSushi\n')];
    draft.do = [entry('Walk the bridge')];
    expect(draftToTips(draft)).toEqual([
      { category: 'do', content: 'Walk the bridge' },
      { category: 'eat', content: 'Ramen' },
      { category: 'eat', content: 'Sushi' },
      { category: 'parks', content: 'Hyde Park' },
    ]);
  });

  it('carries a tagged place', () => {
    const place = { name: 'Ichiran', latitude: 35.66, longitude: 139.7, placeId: 'p1', address: null };
    const draft = emptyDraft();
    draft.eat = [entry('Ichiran is great', place)];
    expect(draftToTips(draft)).toEqual([{ category: 'eat', content: 'Ichiran is great', place }]);
  });

  it('sends nothing for an empty or whitespace-only draft', () => {
    const draft = emptyDraft();
    draft.bars = [entry(' \n\t ')];
    expect(draftToTips(draft)).toEqual([]);
    expect(draftToTips(emptyDraft())).toEqual([]);
  });
});

describe('draftHasContent and categoriesWithContent', () => {
  it('is false for a fresh draft', () => {
    expect(draftHasContent(emptyDraft())).toBe(false);
    expect(categoriesWithContent(emptyDraft())).toEqual([]);
  });

  it('counts whitespace as typed, but not as a category with content', () => {
    const draft = emptyDraft();
    draft.stay = [entry('  ')];
    expect(draftHasContent(draft)).toBe(true);
    expect(categoriesWithContent(draft)).toEqual([]);
  });

  it('lists categories with non-blank entries in category order', () => {
    const draft = emptyDraft();
    draft.museums = [entry(''), entry('Louvre')];
    draft.do = [entry('Climb')];
    expect(categoriesWithContent(draft)).toEqual(['do', 'museums']);
  });
});

describe('canAddDraftTip', () => {
  it('stops at the per-request limit across all categories', () => {
    const draft = emptyDraft();
    const room = LIMITS.tipsPerRequestMax - CATEGORIES.length;
    draft.do = Array.from({ length: room }, () => entry('x'));
    expect(canAddDraftTip(draft)).toBe(true);
    draft.do.push(entry('x'));
    expect(canAddDraftTip(draft)).toBe(false);
  });
});
