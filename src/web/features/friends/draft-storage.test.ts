import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../shared/categories.js';
import { LIMITS } from '../../../shared/limits.js';
import type { StorageArea } from '../../lib/browser-storage';
import { emptyDraft, newDraftTip } from '../tips/tips-draft';
import {
  blankFriendDraft,
  clearFriendDraft,
  draftStorageKey,
  fromStoredDraft,
  loadFriendDraft,
  saveFriendDraft,
  toStoredDraft,
} from './draft-storage';

function memoryStorage(): StorageArea & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

function typedDraft() {
  const draft = emptyDraft();
  const place = { name: 'Time Out Market', latitude: 38.7, longitude: -9.14, placeId: 'p1', address: null };
  draft.eat = [{ ...newDraftTip(), content: 'Bifana at Time Out Market', place }, newDraftTip()];
  draft.parks = [{ ...newDraftTip(), content: 'Jardim da Estrela', place: null }];
  return { ...blankFriendDraft(draft), contributorName: 'Ana' };
}

describe('friend draft storage', () => {
  it('round-trips tips, tagged places, the name and the anonymous choice', () => {
    const storage = memoryStorage();
    const original = { ...typedDraft(), anonymous: true };
    saveFriendDraft(storage, 'trip-1', original);
    const restored = loadFriendDraft(storage, 'trip-1');
    expect(restored?.contributorName).toBe('Ana');
    expect(restored?.anonymous).toBe(true);
    for (const category of CATEGORIES) {
      expect(restored?.draft[category].map(({ content, place }) => ({ content, place }))).toEqual(
        original.draft[category].map(({ content, place }) => ({ content, place })),
      );
    }
  });

  it('keeps one draft per trip', () => {
    const storage = memoryStorage();
    saveFriendDraft(storage, 'trip-1', typedDraft());
    expect(loadFriendDraft(storage, 'trip-2')).toBeNull();
    expect([...storage.items.keys()]).toEqual([draftStorageKey('trip-1')]);
  });

  it('removes the stored draft once nothing is typed, and on clear', () => {
    const storage = memoryStorage();
    saveFriendDraft(storage, 'trip-1', typedDraft());
    saveFriendDraft(storage, 'trip-1', blankFriendDraft(emptyDraft()));
    expect(storage.items.size).toBe(0);
    saveFriendDraft(storage, 'trip-1', typedDraft());
    clearFriendDraft(storage, 'trip-1');
    expect(loadFriendDraft(storage, 'trip-1')).toBeNull();
  });

  it('counts a name alone as worth keeping, whitespace alone as not', () => {
    const named = { ...blankFriendDraft(emptyDraft()), contributorName: 'Ana' };
    expect(fromStoredDraft(toStoredDraft(named))?.contributorName).toBe('Ana');
    const blank = blankFriendDraft(emptyDraft());
    blank.draft.do = [{ ...newDraftTip(), content: '  \n ' }];
    expect(fromStoredDraft(toStoredDraft(blank))).toBeNull();
  });

  it('survives storage that is missing, full or holds something else', () => {
    const broken: StorageArea = {
      getItem: () => '{not json',
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => undefined,
    };
    expect(() => saveFriendDraft(broken, 'trip-1', typedDraft())).not.toThrow();
    expect(loadFriendDraft(broken, 'trip-1')).toBeNull();
    expect(loadFriendDraft(null, 'trip-1')).toBeNull();
    for (const value of [null, 'x', [], { version: 2, entries: {} }, { version: 1 }]) {
      expect(fromStoredDraft(value)).toBeNull();
    }
  });

  it('repairs a hand-edited draft: unknown categories, bad places, long texts, too many entries', () => {
    const many = Array.from({ length: 150 }, (_, index) => ({ content: `tip ${index}`, place: null }));
    const restored = fromStoredDraft({
      version: 1,
      entries: {
        eat: [
          { content: 'x'.repeat(LIMITS.tipMaxLength + 10), place: { name: 'Nowhere', latitude: 'north' } },
        ],
        do: many,
        sleep: [{ content: 'not a category', place: null }],
        bars: [{ content: 42 }],
      },
      contributorName: 'y'.repeat(200),
      anonymous: 'yes',
    });
    if (!restored) throw new Error('The draft should have been restored.');
    expect(restored.draft.eat[0]?.content).toHaveLength(LIMITS.tipMaxLength);
    expect(restored.draft.eat[0]?.place).toBeNull();
    expect(restored.draft.bars).toHaveLength(1);
    expect(restored.draft.bars[0]?.content).toBe('');
    const total = CATEGORIES.reduce((sum, category) => sum + restored.draft[category].length, 0);
    expect(total).toBe(LIMITS.tipsPerRequestMax);
    expect(restored.contributorName).toHaveLength(LIMITS.contributorNameMaxLength);
    expect(restored.anonymous).toBe(false);
  });
});
